/**
 * The business settings of spec §3 that 0008 did not hold: Part 11 mode, automatic deletion of
 * ended requests (which ended states, how many days after), the referral programme and the
 * in-app guidance switch (docs/business-settings.md).
 */
export const sql = `
ALTER TABLE businesses ADD COLUMN part11_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE businesses ADD COLUMN retention_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE businesses ADD COLUMN retention_terminal_states text[] NOT NULL DEFAULT ARRAY['completed', 'declined', 'withdrawn', 'expired']::text[];
ALTER TABLE businesses ADD COLUMN retention_days integer NOT NULL DEFAULT 90;
ALTER TABLE businesses ADD COLUMN affiliate_enabled boolean NOT NULL DEFAULT false;
ALTER TABLE businesses ADD COLUMN guidance_enabled boolean NOT NULL DEFAULT false;
`;
