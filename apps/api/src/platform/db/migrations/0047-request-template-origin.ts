/** The template a request was made from and its version then (docs/templates.md); no foreign key: the request outlives the template. */
export const sql = `
ALTER TABLE signature_requests ADD COLUMN template_id uuid;
ALTER TABLE signature_requests ADD COLUMN template_version integer;
`;
