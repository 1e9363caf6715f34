import { isValidEmail, normalizeEmail } from "@paraph/contracts";

/** What the person typed into the invitation field: the addresses, and those that are not addresses (spec §5). */
export function parseAddresses(input: string): { emails: string[]; invalid: string[] } {
  const entries = input
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);
  const emails = new Set<string>();
  const invalid: string[] = [];
  for (const entry of entries) {
    if (isValidEmail(entry)) emails.add(normalizeEmail(entry));
    else invalid.push(entry);
  }
  return { emails: [...emails], invalid };
}
