/**
 * What the exports show instead of codes, shared by the CSV presenters and the SQL the database
 * writes the signatures export with (repository.ts), so both write the same file.
 */
export const QUALITY_LABELS: Readonly<Record<string, string>> = { ses: "SES", aes: "AES", aesMinimal: "AES minimal", qes: "QES" };
export const LEGISLATION_LABELS: Readonly<Record<string, string>> = { eidas: "eIDAS", zertes: "ZertES" };
export const DELETED_ACCOUNT = "(deleted account)";
export const SIGNATURE_KIND_LABELS = { seal: "Seal", personal: "Personal" } as const;
