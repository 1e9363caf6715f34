/**
 * Countries (ISO 3166-1 alpha-2) and VAT numbers for billing addresses (docs/billing.md,
 * "Billing address and VAT"). VAT numbers are checked for their shape where it is simple and
 * published (Switzerland, Liechtenstein and the EU member states); elsewhere only for length and
 * characters. Whether a number is registered is not checked here.
 */
const ISO_COUNTRIES =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW";

export const COUNTRY_CODES: ReadonlySet<string> = new Set(ISO_COUNTRIES.split(" "));

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODES.has(value);
}

const SWISS_VAT = /^CHE-?\d{3}\.?\d{3}\.?\d{3}( ?(MWST|TVA|IVA))?$/;

/** The VAT number shapes of the EU member states (the number without spaces, prefix included; Greece's prefix is EL). */
const EU_VAT: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  GR: /^EL\d{9}$/,
  ES: /^ES[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[0-9A-Z]{2}\d{9}$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE\d[0-9A-Z+*]\d{5}[A-Z]{1,2}$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{12}$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
};

const OTHER_VAT = /^[0-9A-Z][0-9A-Z .\-/]{1,18}[0-9A-Z]$/;

/** Whether `vat` has the shape of a VAT number of `country` (upper-case; spaces allowed except in EU numbers, which are compared without them). */
export function isVatNumberOf(country: string, vat: string): boolean {
  const upper = vat.toUpperCase();
  if (country === "CH" || country === "LI") return SWISS_VAT.test(upper);
  const euPattern = EU_VAT[country];
  if (euPattern) return euPattern.test(upper.replace(/[\s.-]/g, ""));
  return OTHER_VAT.test(upper);
}
