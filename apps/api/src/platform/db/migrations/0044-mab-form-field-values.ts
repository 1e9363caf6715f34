/**
 * The form field values a signer gave when starting a mobile signing (issue 31; docs/form-fields.md):
 * checked then, written into their revision when the app's approval is redeemed. NULL: none.
 */
export const sql = `
ALTER TABLE mab_signings ADD COLUMN form_field_values jsonb;
`;
