/**
 * The rest of the signing journey (docs/signing-journey.md):
 * - a visual signature's job title, drawn in the stamp under the name (NULL: no such line);
 * - whether the signer accepted the request's terms of use when starting a mobile-app signing,
 *   so that the signature made on the app's approval carries that acceptance.
 */
export const sql = `
ALTER TABLE visual_signatures ADD COLUMN title text;
ALTER TABLE mab_signings ADD COLUMN terms_of_use_accepted boolean NOT NULL DEFAULT false;
`;
