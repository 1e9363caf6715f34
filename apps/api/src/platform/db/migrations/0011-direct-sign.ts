/**
 * Direct sign: a guest's chosen language on their signer entry, and TANs that belong to a guest
 * signer (sent by e-mail) rather than to an account; a checked guest TAN allows one signing.
 */
export const sql = `
ALTER TABLE signers ADD COLUMN lang text;
ALTER TABLE tan_challenges RENAME COLUMN mobile TO destination;
ALTER TABLE tan_challenges ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE tan_challenges ADD COLUMN signer_id uuid REFERENCES signers (id) ON DELETE CASCADE;
ALTER TABLE tan_challenges ADD COLUMN verified_at timestamptz;
ALTER TABLE tan_challenges ADD COLUMN consumed_at timestamptz;
ALTER TABLE tan_challenges DROP CONSTRAINT tan_challenges_purpose_check;
ALTER TABLE tan_challenges ADD CONSTRAINT tan_challenges_purpose_check CHECK (purpose IN ('mobile_confirmation', 'signing', 'direct_signing'));
ALTER TABLE tan_challenges ADD CONSTRAINT tan_challenges_owner_check CHECK ((user_id IS NULL) <> (signer_id IS NULL));
CREATE INDEX tan_challenges_signer ON tan_challenges (signer_id, purpose, created_at DESC) WHERE signer_id IS NOT NULL;
`;
