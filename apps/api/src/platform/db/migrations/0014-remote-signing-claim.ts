/**
 * A remote signing's one-time password is used by one call at a time: the call that signs with
 * it claims the process first (the signing itself runs outside any transaction).
 */
export const sql = `
ALTER TABLE remote_signing_processes ADD COLUMN claimed_until timestamptz;
`;
