/**
 * How an identification came about (docs/identification.md): a session at the identity provider
 * (`session`), or the person supplying the data of an earlier identification there, which Paraph
 * looked up (`eid_data`). Both grant the same; the origin tells an auditor which one it was.
 */
export const sql = `
ALTER TABLE identifications ADD COLUMN origin text NOT NULL DEFAULT 'session' CHECK (origin IN ('session', 'eid_data'));
`;
