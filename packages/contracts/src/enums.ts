import { z } from "zod";
import {
  ACCEPTANCES,
  EMAIL_NOTIFICATION_LEVELS,
  FREE_ACCOUNT_TYPES,
  LANGUAGES,
  LEGISLATIONS,
  QUALITIES,
  SIGNUP_FLOWS,
} from "./enum-values.ts";

// The values live in enum-values.ts, which loads no zod; the schemas here are built from them.
export * from "./enum-values.ts";

export const languageSchema = z.enum(LANGUAGES);

export const qualitySchema = z.enum(QUALITIES);
export type Quality = z.infer<typeof qualitySchema>;

export const legislationSchema = z.enum(LEGISLATIONS);
export type Legislation = z.infer<typeof legislationSchema>;

export const emailNotificationLevelSchema = z.enum(EMAIL_NOTIFICATION_LEVELS);
export type EmailNotificationLevel = z.infer<typeof emailNotificationLevelSchema>;

export const freeAccountTypeSchema = z.enum(FREE_ACCOUNT_TYPES);

export const signupFlowSchema = z.enum(SIGNUP_FLOWS);
export type SignupFlow = z.infer<typeof signupFlowSchema>;

export const acceptanceSchema = z.enum(ACCEPTANCES);
