/**
 * `POST /v1/extend` (extending a PDF signed elsewhere to PAdES B-LTA) counts against the business's
 * plan like a signature: in `billing_usage_counters`, whose `quality` column now also holds the
 * kind `extension` (docs/billing.md, "Quotas and who is charged").
 */
export const sql = `
ALTER TABLE billing_usage_counters DROP CONSTRAINT billing_usage_counters_quality_check;
ALTER TABLE billing_usage_counters ADD CONSTRAINT billing_usage_counters_quality_check CHECK (quality IN ('ses', 'aes', 'qes', 'extension'));
`;
