/**
 * A sender's own terms of use for one request (docs/signature-requests.md, "Terms of use"):
 * plain text every signer accepts before signing; NULL when the request has none.
 */
export const sql = `
ALTER TABLE signature_requests ADD COLUMN terms_of_use text;
`;
