/** English strings of the supply-eID-data dialog (their own chunk: they load with the dialog only); the other languages follow this shape. */
export const eidDataEnGb = {
  title: "Supply eID data",
  body: "Enter the document number and date of birth of the identity document you were identified with at our identity partner. We ask the partner whether that identification is valid and yours; your account then signs with QES under {{legislation}}.",
  document_number: "Document number",
  document_number_hint: "As printed on the passport or identity card you used, without spaces.",
  document_number_missing: "Enter the document number.",
  document_number_invalid: "A document number has 3 to 40 letters, digits or dashes.",
  date_of_birth: "Date of birth",
  date_of_birth_missing: "Enter your date of birth.",
  legislation: "Legislation",
  certificate_note: "What you type only finds the identification: your certificate carries the name the partner confirmed.",
  confirm: "Check and add QES",
  errors: {
    not_found: "Our identity partner knows no valid identification with this document number and date of birth for this legislation. Check both, or verify your identity instead.",
    mismatch: "This identification names another person than your account's. Nothing was changed.",
    refused: "The identity partner's answer could not be verified. Nothing was changed; please try again later.",
    rate_limited: "Too many tries for now. You can try again in an hour.",
  },
} as const;

declare module "../../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    eid_data: typeof eidDataEnGb;
  }
}
