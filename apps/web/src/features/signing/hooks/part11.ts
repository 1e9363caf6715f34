import { PART11_MEANINGS, type Part11Meaning, type User } from "@paraph/contracts";

/** What a member of a Part 11 business confirms at each signature: the password and the meaning (POST /v3/sign `part11`). */
export interface Part11Confirmation {
  password: string;
  meaning: Part11Meaning;
}

/** What the Part 11 verification overlay shows before it asks: the name the signature prints, the meaning used last. */
export interface Part11Signer {
  printedName: string;
  lastMeaning: Part11Meaning | null;
}

export function isPart11Meaning(value: unknown): value is Part11Meaning {
  return PART11_MEANINGS.some((meaning) => meaning === value);
}

export function isPart11Confirmation(value: unknown): value is Part11Confirmation {
  if (typeof value !== "object" || value === null) return false;
  const { password, meaning } = value as Record<string, unknown>;
  return typeof password === "string" && password.length > 0 && isPart11Meaning(meaning);
}

/** The Part 11 signer a user is when their business runs in Part 11 mode, else null. */
export function part11SignerOf(user: User | null): Part11Signer | null {
  if (!user?.business?.part11) return null;
  const lastMeaning = user.attributes.p11SigningReason;
  return { printedName: `${user.firstName} ${user.lastName}`.trim(), lastMeaning: isPart11Meaning(lastMeaning) ? lastMeaning : null };
}
