import { isValidEmail, normalizeEmail, type SignerGroupParticipant } from "@paraph/contracts";

/** One line of the group form; `key` keeps React's rows stable while lines are added and removed. */
export interface ParticipantRow {
  key: number;
  email: string;
  firstName: string;
  lastName: string;
}

export type RowProblem = "email_invalid" | "email_duplicate" | null;

let nextKey = 0;
export function emptyRow(): ParticipantRow {
  nextKey += 1;
  return { key: nextKey, email: "", firstName: "", lastName: "" };
}

export function rowsFrom(members: readonly SignerGroupParticipant[]): ParticipantRow[] {
  return members.map((member) => ({ ...emptyRow(), email: member.email, firstName: member.firstName ?? "", lastName: member.lastName ?? "" }));
}

/**
 * The problem of each line, as the server would see it: a blank line is left out (not a problem),
 * an address must be valid and appear once (compared as the server stores it, lower-cased).
 */
export function rowProblems(rows: readonly ParticipantRow[]): RowProblem[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    if (row.email.trim() === "" && row.firstName.trim() === "" && row.lastName.trim() === "") return null;
    if (!isValidEmail(row.email.trim())) return "email_invalid";
    const address = normalizeEmail(row.email);
    if (seen.has(address)) return "email_duplicate";
    seen.add(address);
    return null;
  });
}

/** The lines that name someone, as the API takes them (blank names left out). */
export function participantsOf(rows: readonly ParticipantRow[]) {
  return rows
    .filter((row) => row.email.trim() !== "")
    .map((row) => ({
      email: row.email.trim(),
      ...(row.firstName.trim() ? { firstName: row.firstName.trim() } : {}),
      ...(row.lastName.trim() ? { lastName: row.lastName.trim() } : {}),
    }));
}
