/**
 * Changing an account's e-mail address (docs/account-email.md): the link mailed to the new
 * address is an e-mailed token of its own purpose, `email` holding the new address and `user_id`
 * the account; at most one is pending per account, so the pending change is found by account.
 */
export const sql = `
ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('signup', 'reset', 'email_change'));
CREATE INDEX email_tokens_pending_change ON email_tokens (user_id) WHERE purpose = 'email_change' AND used_at IS NULL;
`;
