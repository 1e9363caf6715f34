import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "../../enums.ts";

/** A person's name part: trimmed, 1 to 100 characters, no control characters. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, { message: "Must not be empty" })
  .max(100, { message: "At most 100 characters" })
  .refine((value) => !/[\p{Cc}]/u.test(value), { message: "Must not contain control characters" });

/** A password as typed; the policy itself is checked by the server (check-password). */
export const passwordInputSchema = z.string().min(1, { message: "Must not be empty" }).max(PASSWORD_MAX_LENGTH * 4);

/** A single-use token from an e-mailed link. */
export const mailTokenSchema = z.string().trim().min(16).max(200);

export const sessionTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
