import type { businessActivityEnGb } from "../../features/business-activity/i18n/en-gb.ts";
import type { businessStatisticsEnGb } from "../../features/business-statistics/i18n/en-gb.ts";
import type { directSignEnGb } from "../../features/direct-sign/i18n/en-gb.ts";
import type { documentsEnGb } from "../../features/documents/i18n/en-gb.ts";
import type { identificationEnGb } from "../../features/identification/i18n/en-gb.ts";
import type { eidDataEnGb } from "../../features/identification/i18n/eid-data/en-gb.ts";
import type { signatureStandardsEnGb } from "../../features/signature-standards/i18n/en-gb.ts";
import type { signatureRequestsEnGb } from "../../features/signature-requests/i18n/en-gb.ts";
import type { formFieldsEnGb } from "../../features/signature-requests/i18n/form-fields/en-gb.ts";
import type { signingEnGb } from "../../features/signing/i18n/en-gb.ts";
import type { surveysEnGb } from "../../features/surveys/i18n/en-gb.ts";
import type { signatureValidationEnGb } from "../../features/signature-validation/i18n/en-gb.ts";
import type { visualSignaturesEnGb } from "../../features/visual-signatures/i18n/en-gb.ts";
import type { businessMembersEnGb } from "../../features/business-members/i18n/en-gb.ts";
import type { sealsEnGb } from "../../features/seals/i18n/en-gb.ts";
import type { templatesEnGb } from "../../features/templates/i18n/en-gb.ts";
import type { apiUsersEnGb } from "../../features/api-users/i18n/en-gb.ts";
import type { webhooksEnGb } from "../../features/webhooks/i18n/en-gb.ts";
import type { businessSignupEnGb } from "../../features/business-signup/i18n/en-gb.ts";
import type { businessSettingsEnGb } from "../../features/business-settings/i18n/en-gb.ts";
import type { businessProfileEnGb } from "../../features/business-profile/i18n/en-gb.ts";
import type { mabEnGb } from "../../features/mab/i18n/en-gb.ts";
import type { billingEnGb } from "../../features/billing/i18n/en-gb.ts";
import type { signerGroupsEnGb } from "../../features/signer-groups/i18n/en-gb.ts";
import type { legalEnGb } from "../../features/legal/i18n/en-gb.ts";
import type { emailChangeEnGb } from "../../features/profile/i18n/en-gb.ts";
import type { bulkSendsEnGb } from "../../features/bulk-sends/i18n/en-gb.ts";
import type { templateLinksEnGb } from "../../features/template-links/i18n/en-gb.ts";
import type { enGb } from "./locales/en-gb.ts";

import type { Strings } from "../../shared/i18n/strings.ts";

export type { Strings };

/**
 * The English strings of the features that load with their pages (feature-strings.ts), by the
 * top-level key their t() calls use.
 */
export interface FeatureTrees {
  documents: typeof documentsEnGb;
  signature_requests: typeof signatureRequestsEnGb;
  visual_signatures: typeof visualSignaturesEnGb;
  email_change: typeof emailChangeEnGb;
  signing: typeof signingEnGb;
  direct_sign: typeof directSignEnGb;
  signature_validation: typeof signatureValidationEnGb;
  mab: typeof mabEnGb;
  identification: typeof identificationEnGb;
  eid_data: typeof eidDataEnGb;
  signature_standards: typeof signatureStandardsEnGb;
  signer_groups: typeof signerGroupsEnGb;
  business_activity: typeof businessActivityEnGb;
  business_statistics: typeof businessStatisticsEnGb;
  business_members: typeof businessMembersEnGb;
  seals: typeof sealsEnGb;
  templates: typeof templatesEnGb;
  api_users: typeof apiUsersEnGb;
  webhooks: typeof webhooksEnGb;
  business_signup: typeof businessSignupEnGb;
  business_settings: typeof businessSettingsEnGb;
  business_profile: typeof businessProfileEnGb;
  billing: typeof billingEnGb;
  surveys: typeof surveysEnGb;
  legal: typeof legalEnGb;
  form_fields: typeof formFieldsEnGb;
  bulk_sends: typeof bulkSendsEnGb;
  template_links: typeof templateLinksEnGb;
}
export type Feature = keyof FeatureTrees;

/**
 * The whole English tree: the shell's strings (locales/en-gb.ts, loaded at start) and every
 * feature's. t() keys are checked against it; type-only imports cost the bundle nothing.
 */
export type EnglishTranslation = typeof enGb & FeatureTrees;
/** A language's strings for the whole tree, or for the English tree given (a feature's). */
export type Translation<T = EnglishTranslation> = Strings<T>;
/** What locales/*.ts fill: the strings the shell needs at start. */
export type ShellTranslation = Strings<typeof enGb>;
