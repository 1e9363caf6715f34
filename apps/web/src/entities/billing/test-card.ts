/** The card a person typed into the built-in provider's test form. */
export interface TestCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type TestCardProblem = "number" | "expiry" | "cvc";

/**
 * Checks the test form's fields as a card form would: 16 digits (spaces allowed), a future expiry
 * written MM/YY and three or four digits of security code. Which numbers pay is the server's
 * decision (docs/billing.md: 4242… works, 4000 0000 0000 0002 is declined).
 */
export function readTestCard(fields: { number: string; expiry: string; cvc: string }, now: Date): { card: TestCardInput | null; problems: TestCardProblem[] } {
  const problems: TestCardProblem[] = [];
  const number = fields.number.replace(/[\s-]/g, "");
  if (!/^\d{16}$/.test(number)) problems.push("number");
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(fields.expiry);
  const expMonth = expiry ? Number(expiry[1]) : 0;
  const expYear = expiry ? 2000 + Number(expiry[2]) : 0;
  const isFuture = expYear > now.getUTCFullYear() || (expYear === now.getUTCFullYear() && expMonth >= now.getUTCMonth() + 1);
  if (!expiry || expMonth < 1 || expMonth > 12 || !isFuture) problems.push("expiry");
  const cvc = fields.cvc.trim();
  if (!/^\d{3,4}$/.test(cvc)) problems.push("cvc");
  return { card: problems.length === 0 ? { number, expMonth, expYear, cvc } : null, problems };
}
