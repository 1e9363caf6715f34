/**
 * A document stored as a cleaned copy (its uploader agreed to have scripts, launching actions,
 * media and attached programs removed; docs/SECURITY.md, "Cleaning"): what was removed, and the
 * size and hash of the file that was sent. NULL for a document stored as sent.
 */
export const sql = `
ALTER TABLE documents ADD COLUMN cleaning jsonb;
`;
