import { z } from "zod";
import { secretText, singleLineText } from "../../validation/text.ts";
import { PASSWORD_MAX_LENGTH } from "../../enums.ts";

/** A person's name part: one line of text (validation/text.ts), 1 to 100 characters. */
export const personNameSchema = singleLineText().min(1, { message: "Must not be empty" }).max(100, { message: "At most 100 characters" });

/** A password as typed; the policy itself is checked by the server (check-password). */
export const passwordInputSchema = secretText().min(1, { message: "Must not be empty" }).max(PASSWORD_MAX_LENGTH * 4);

/** A single-use token from an e-mailed link. */
export const mailTokenSchema = singleLineText().min(16).max(200);

export const sessionTokenResponseSchema = z.object({ token: z.string(), expiresAt: z.string() });
