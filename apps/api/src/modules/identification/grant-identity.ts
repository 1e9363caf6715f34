import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { lockUserRow, updateUserRow } from "../users/index.ts";
import type { ReportedIdentity } from "./protocol/report.ts";
import { identityColumns } from "./report-repository.ts";

type NamedPerson = { firstName: string | null; lastName: string | null; dateOfBirth?: string | null };

const normal = (value: string | null | undefined) => (value ?? "").normalize("NFC").trim().toLowerCase();

/** Same first and last name (case, spacing and Unicode form aside) and, when both have one, the same date of birth. */
function isSamePerson(known: NamedPerson, identity: ReportedIdentity): boolean {
  const sameBirth = known.dateOfBirth === undefined || known.dateOfBirth === identity.dateOfBirth;
  return normal(known.firstName) === normal(identity.firstName) && normal(known.lastName) === normal(identity.lastName) && sameBirth;
}

/**
 * Gives an account the identity an identification confirmed, and QES under its legislation
 * through the provider (docs/identification.md, "What a report does"). The first identity fixes
 * the person; a later one must name the same person (name and date of birth) or it is the
 * serial-number mismatch and nothing changes. `firstMustMatchAccount` is for identities nobody
 * presented in person (supplied eID data): without an identity yet, the account's own names
 * must be the identity's, so knowing someone's document number is not enough to become them.
 */
export async function grantIdentityToUser(
  trx: JobExecutor,
  grant: { userId: string; legislation: "eidas" | "zertes"; providerName: string; identity: ReportedIdentity; now: Date; firstMustMatchAccount: boolean },
): Promise<"granted" | "serial_number_mismatch"> {
  const user = await lockUserRow(trx, grant.userId);
  if (!user) return "serial_number_mismatch";
  const isFirst = !user.eid_first_name;
  const known: NamedPerson = isFirst
    ? { firstName: user.first_name, lastName: user.last_name }
    : { firstName: user.eid_first_name, lastName: user.eid_last_name, dateOfBirth: user.eid_date_of_birth };
  if ((!isFirst || grant.firstMustMatchAccount) && !isSamePerson(known, grant.identity)) return "serial_number_mismatch";
  // The first identity makes the account's names the eID's; a later one of the same person updates the document number.
  await updateUserRow(trx, grant.userId, {
    ...identityColumns(grant.identity),
    ...(isFirst ? { first_name: grant.identity.firstName, last_name: grant.identity.lastName, eid_identified_at: grant.now } : {}),
    [grant.legislation === "eidas" ? "qes_eidas_provider" : "qes_zertes_provider"]: grant.providerName,
    updated_at: grant.now,
  });
  return "granted";
}
