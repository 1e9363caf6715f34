import { singleLineText } from "./text.ts";
import { EMAIL_MAX_LENGTH, isValidDomain, isValidEmail, normalizeEmail } from "./email-address.ts";

export * from "./email-address.ts";

export const emailSchema = singleLineText()
  .max(EMAIL_MAX_LENGTH, { message: "E-mail address is too long" })
  .refine(isValidEmail, { message: "Not a valid e-mail address" })
  .transform(normalizeEmail);

export const domainSchema = singleLineText()
  .refine(isValidDomain, { message: "Not a valid domain name" })
  .transform((value) => value.toLowerCase());
