/**
 * The dashboard finds a user's requests by unclaimed invitations to their address: partial
 * indexes answer that from the index alone (measured in bench/requests.bench.ts).
 */
export const sql = `
CREATE INDEX signers_unclaimed_email ON signers (email, signature_request_id) WHERE user_id IS NULL;
CREATE INDEX observers_unclaimed_email ON observers (email, signature_request_id) WHERE user_id IS NULL;
CREATE INDEX signature_request_documents_request ON signature_request_documents (signature_request_id);
`;
