/** The codes /profile/confirm explains in its own words (what to do next); others get the general sentence. */
const EXPLAINED = ["token_expired", "token_used", "token_invalid", "email_change_other_account", "email_already_registered"] as const;
type ExplainedCode = (typeof EXPLAINED)[number];

export function emailChangeFailureKey(code: string): `email_change.confirm.reasons.${ExplainedCode}` | null {
  return (EXPLAINED as readonly string[]).includes(code) ? (`email_change.confirm.reasons.${code as ExplainedCode}` as const) : null;
}
