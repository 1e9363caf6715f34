/**
 * A VAT number as a Stripe customer tax id, in the format Stripe documents for its type:
 * Swiss and Liechtenstein UID numbers as `ch_vat` (`CHE-123.456.789 MWST`), EU numbers as `eu_vat`
 * (prefix and digits, no spaces). Other numbers have no Stripe type here: null.
 */
export function taxIdOf(vat: string): { type: "ch_vat" | "eu_vat"; value: string } | null {
  const upper = vat.toUpperCase().trim();
  const swiss = /^CHE-?(\d{3})\.?(\d{3})\.?(\d{3})\s*(MWST|TVA|IVA)?$/.exec(upper);
  if (swiss) return { type: "ch_vat", value: `CHE-${swiss[1]}.${swiss[2]}.${swiss[3]} ${swiss[4] ?? "MWST"}` };
  const compact = upper.replace(/[\s.-]/g, "");
  if (/^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|FR|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK)[0-9A-Z+*]{2,13}$/.test(compact)) return { type: "eu_vat", value: compact };
  return null;
}
