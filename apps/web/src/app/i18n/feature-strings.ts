import type { Language } from "@paraph/contracts";
import { withFeatureStrings as withStrings } from "../../shared/i18n/feature-strings.ts";
import type { Strings } from "../../shared/i18n/strings.ts";
import type { Feature, FeatureTrees } from "./translation.ts";

type FeatureLoaders = { [F in Feature]: Record<Language, () => Promise<Strings<FeatureTrees[F]>>> };

/**
 * The strings of features that load with their pages, dialogs and overlays instead of with the
 * shell: each is a chunk of its own per language, under the top-level key its t() calls use
 * ("signature_requests.statuses.draft"). The shell's own strings, and those of features it needs on every
 * page (business: the guard's notice and the required dialogs), stay in locales/. The runtime
 * that loads them is shared/i18n/feature-strings.ts.
 */
export const FEATURE_STRINGS: FeatureLoaders = {
  documents: {
    "en-gb": () => import("../../features/documents/i18n/en-gb.ts").then((module) => module.documentsEnGb),
    "de-ch": () => import("../../features/documents/i18n/de-ch.ts").then((module) => module.documentsDeCh),
    "fr-ch": () => import("../../features/documents/i18n/fr-ch.ts").then((module) => module.documentsFrCh),
    it: () => import("../../features/documents/i18n/it.ts").then((module) => module.documentsIt),
  },
  signature_requests: {
    "en-gb": () => import("../../features/signature-requests/i18n/en-gb.ts").then((module) => module.signatureRequestsEnGb),
    "de-ch": () => import("../../features/signature-requests/i18n/de-ch.ts").then((module) => module.signatureRequestsDeCh),
    "fr-ch": () => import("../../features/signature-requests/i18n/fr-ch.ts").then((module) => module.signatureRequestsFrCh),
    it: () => import("../../features/signature-requests/i18n/it.ts").then((module) => module.signatureRequestsIt),
  },
  visual_signatures: {
    "en-gb": () => import("../../features/visual-signatures/i18n/en-gb.ts").then((module) => module.visualSignaturesEnGb),
    "de-ch": () => import("../../features/visual-signatures/i18n/de-ch.ts").then((module) => module.visualSignaturesDeCh),
    "fr-ch": () => import("../../features/visual-signatures/i18n/fr-ch.ts").then((module) => module.visualSignaturesFrCh),
    it: () => import("../../features/visual-signatures/i18n/it.ts").then((module) => module.visualSignaturesIt),
  },
  email_change: {
    "en-gb": () => import("../../features/profile/i18n/en-gb.ts").then((module) => module.emailChangeEnGb),
    "de-ch": () => import("../../features/profile/i18n/de-ch.ts").then((module) => module.emailChangeDeCh),
    "fr-ch": () => import("../../features/profile/i18n/fr-ch.ts").then((module) => module.emailChangeFrCh),
    it: () => import("../../features/profile/i18n/it.ts").then((module) => module.emailChangeIt),
  },
  signing: {
    "en-gb": () => import("../../features/signing/i18n/en-gb.ts").then((module) => module.signingEnGb),
    "de-ch": () => import("../../features/signing/i18n/de-ch.ts").then((module) => module.signingDeCh),
    "fr-ch": () => import("../../features/signing/i18n/fr-ch.ts").then((module) => module.signingFrCh),
    it: () => import("../../features/signing/i18n/it.ts").then((module) => module.signingIt),
  },
  surveys: {
    "en-gb": () => import("../../features/surveys/i18n/en-gb.ts").then((module) => module.surveysEnGb),
    "de-ch": () => import("../../features/surveys/i18n/de-ch.ts").then((module) => module.surveysDeCh),
    "fr-ch": () => import("../../features/surveys/i18n/fr-ch.ts").then((module) => module.surveysFrCh),
    it: () => import("../../features/surveys/i18n/it.ts").then((module) => module.surveysIt),
  },
  direct_sign: {
    "en-gb": () => import("../../features/direct-sign/i18n/en-gb.ts").then((module) => module.directSignEnGb),
    "de-ch": () => import("../../features/direct-sign/i18n/de-ch.ts").then((module) => module.directSignDeCh),
    "fr-ch": () => import("../../features/direct-sign/i18n/fr-ch.ts").then((module) => module.directSignFrCh),
    it: () => import("../../features/direct-sign/i18n/it.ts").then((module) => module.directSignIt),
  },
  signature_validation: {
    "en-gb": () => import("../../features/signature-validation/i18n/en-gb.ts").then((module) => module.signatureValidationEnGb),
    "de-ch": () => import("../../features/signature-validation/i18n/de-ch.ts").then((module) => module.signatureValidationDeCh),
    "fr-ch": () => import("../../features/signature-validation/i18n/fr-ch.ts").then((module) => module.signatureValidationFrCh),
    it: () => import("../../features/signature-validation/i18n/it.ts").then((module) => module.signatureValidationIt),
  },
  mab: {
    "en-gb": () => import("../../features/mab/i18n/en-gb.ts").then((module) => module.mabEnGb),
    "de-ch": () => import("../../features/mab/i18n/de-ch.ts").then((module) => module.mabDeCh),
    "fr-ch": () => import("../../features/mab/i18n/fr-ch.ts").then((module) => module.mabFrCh),
    it: () => import("../../features/mab/i18n/it.ts").then((module) => module.mabIt),
  },
  identification: {
    "en-gb": () => import("../../features/identification/i18n/en-gb.ts").then((module) => module.identificationEnGb),
    "de-ch": () => import("../../features/identification/i18n/de-ch.ts").then((module) => module.identificationDeCh),
    "fr-ch": () => import("../../features/identification/i18n/fr-ch.ts").then((module) => module.identificationFrCh),
    it: () => import("../../features/identification/i18n/it.ts").then((module) => module.identificationIt),
  },
  eid_data: {
    "en-gb": () => import("../../features/identification/i18n/eid-data/en-gb.ts").then((module) => module.eidDataEnGb),
    "de-ch": () => import("../../features/identification/i18n/eid-data/de-ch.ts").then((module) => module.eidDataDeCh),
    "fr-ch": () => import("../../features/identification/i18n/eid-data/fr-ch.ts").then((module) => module.eidDataFrCh),
    it: () => import("../../features/identification/i18n/eid-data/it.ts").then((module) => module.eidDataIt),
  },
  signature_standards: {
    "en-gb": () => import("../../features/signature-standards/i18n/en-gb.ts").then((module) => module.signatureStandardsEnGb),
    "de-ch": () => import("../../features/signature-standards/i18n/de-ch.ts").then((module) => module.signatureStandardsDeCh),
    "fr-ch": () => import("../../features/signature-standards/i18n/fr-ch.ts").then((module) => module.signatureStandardsFrCh),
    it: () => import("../../features/signature-standards/i18n/it.ts").then((module) => module.signatureStandardsIt),
  },
  signer_groups: {
    "en-gb": () => import("../../features/signer-groups/i18n/en-gb.ts").then((module) => module.signerGroupsEnGb),
    "de-ch": () => import("../../features/signer-groups/i18n/de-ch.ts").then((module) => module.signerGroupsDeCh),
    "fr-ch": () => import("../../features/signer-groups/i18n/fr-ch.ts").then((module) => module.signerGroupsFrCh),
    it: () => import("../../features/signer-groups/i18n/it.ts").then((module) => module.signerGroupsIt),
  },
  business_activity: {
    "en-gb": () => import("../../features/business-activity/i18n/en-gb.ts").then((module) => module.businessActivityEnGb),
    "de-ch": () => import("../../features/business-activity/i18n/de-ch.ts").then((module) => module.businessActivityDeCh),
    "fr-ch": () => import("../../features/business-activity/i18n/fr-ch.ts").then((module) => module.businessActivityFrCh),
    it: () => import("../../features/business-activity/i18n/it.ts").then((module) => module.businessActivityIt),
  },
  business_statistics: {
    "en-gb": () => import("../../features/business-statistics/i18n/en-gb.ts").then((module) => module.businessStatisticsEnGb),
    "de-ch": () => import("../../features/business-statistics/i18n/de-ch.ts").then((module) => module.businessStatisticsDeCh),
    "fr-ch": () => import("../../features/business-statistics/i18n/fr-ch.ts").then((module) => module.businessStatisticsFrCh),
    it: () => import("../../features/business-statistics/i18n/it.ts").then((module) => module.businessStatisticsIt),
  },
  business_members: {
    "en-gb": () => import("../../features/business-members/i18n/en-gb.ts").then((module) => module.businessMembersEnGb),
    "de-ch": () => import("../../features/business-members/i18n/de-ch.ts").then((module) => module.businessMembersDeCh),
    "fr-ch": () => import("../../features/business-members/i18n/fr-ch.ts").then((module) => module.businessMembersFrCh),
    it: () => import("../../features/business-members/i18n/it.ts").then((module) => module.businessMembersIt),
  },
  templates: {
    "en-gb": () => import("../../features/templates/i18n/en-gb.ts").then((module) => module.templatesEnGb),
    "de-ch": () => import("../../features/templates/i18n/de-ch.ts").then((module) => module.templatesDeCh),
    "fr-ch": () => import("../../features/templates/i18n/fr-ch.ts").then((module) => module.templatesFrCh),
    it: () => import("../../features/templates/i18n/it.ts").then((module) => module.templatesIt),
  },
  seals: {
    "en-gb": () => import("../../features/seals/i18n/en-gb.ts").then((module) => module.sealsEnGb),
    "de-ch": () => import("../../features/seals/i18n/de-ch.ts").then((module) => module.sealsDeCh),
    "fr-ch": () => import("../../features/seals/i18n/fr-ch.ts").then((module) => module.sealsFrCh),
    it: () => import("../../features/seals/i18n/it.ts").then((module) => module.sealsIt),
  },
  api_users: {
    "en-gb": () => import("../../features/api-users/i18n/en-gb.ts").then((module) => module.apiUsersEnGb),
    "de-ch": () => import("../../features/api-users/i18n/de-ch.ts").then((module) => module.apiUsersDeCh),
    "fr-ch": () => import("../../features/api-users/i18n/fr-ch.ts").then((module) => module.apiUsersFrCh),
    it: () => import("../../features/api-users/i18n/it.ts").then((module) => module.apiUsersIt),
  },
  webhooks: {
    "en-gb": () => import("../../features/webhooks/i18n/en-gb.ts").then((module) => module.webhooksEnGb),
    "de-ch": () => import("../../features/webhooks/i18n/de-ch.ts").then((module) => module.webhooksDeCh),
    "fr-ch": () => import("../../features/webhooks/i18n/fr-ch.ts").then((module) => module.webhooksFrCh),
    it: () => import("../../features/webhooks/i18n/it.ts").then((module) => module.webhooksIt),
  },
  business_signup: {
    "en-gb": () => import("../../features/business-signup/i18n/en-gb.ts").then((module) => module.businessSignupEnGb),
    "de-ch": () => import("../../features/business-signup/i18n/de-ch.ts").then((module) => module.businessSignupDeCh),
    "fr-ch": () => import("../../features/business-signup/i18n/fr-ch.ts").then((module) => module.businessSignupFrCh),
    it: () => import("../../features/business-signup/i18n/it.ts").then((module) => module.businessSignupIt),
  },
  business_settings: {
    "en-gb": () => import("../../features/business-settings/i18n/en-gb.ts").then((module) => module.businessSettingsEnGb),
    "de-ch": () => import("../../features/business-settings/i18n/de-ch.ts").then((module) => module.businessSettingsDeCh),
    "fr-ch": () => import("../../features/business-settings/i18n/fr-ch.ts").then((module) => module.businessSettingsFrCh),
    it: () => import("../../features/business-settings/i18n/it.ts").then((module) => module.businessSettingsIt),
  },
  business_profile: {
    "en-gb": () => import("../../features/business-profile/i18n/en-gb.ts").then((module) => module.businessProfileEnGb),
    "de-ch": () => import("../../features/business-profile/i18n/de-ch.ts").then((module) => module.businessProfileDeCh),
    "fr-ch": () => import("../../features/business-profile/i18n/fr-ch.ts").then((module) => module.businessProfileFrCh),
    it: () => import("../../features/business-profile/i18n/it.ts").then((module) => module.businessProfileIt),
  },
  billing: {
    "en-gb": () => import("../../features/billing/i18n/en-gb.ts").then((module) => module.billingEnGb),
    "de-ch": () => import("../../features/billing/i18n/de-ch.ts").then((module) => module.billingDeCh),
    "fr-ch": () => import("../../features/billing/i18n/fr-ch.ts").then((module) => module.billingFrCh),
    it: () => import("../../features/billing/i18n/it.ts").then((module) => module.billingIt),
  },
  legal: {
    "en-gb": () => import("../../features/legal/i18n/en-gb.ts").then((module) => module.legalEnGb),
    "de-ch": () => import("../../features/legal/i18n/de-ch.ts").then((module) => module.legalDeCh),
    "fr-ch": () => import("../../features/legal/i18n/fr-ch.ts").then((module) => module.legalFrCh),
    it: () => import("../../features/legal/i18n/it.ts").then((module) => module.legalIt),
  },
  bulk_sends: {
    "en-gb": () => import("../../features/bulk-sends/i18n/en-gb.ts").then((module) => module.bulkSendsEnGb),
    "de-ch": () => import("../../features/bulk-sends/i18n/de-ch.ts").then((module) => module.bulkSendsDeCh),
    "fr-ch": () => import("../../features/bulk-sends/i18n/fr-ch.ts").then((module) => module.bulkSendsFrCh),
    it: () => import("../../features/bulk-sends/i18n/it.ts").then((module) => module.bulkSendsIt),
  },
  template_links: {
    "en-gb": () => import("../../features/template-links/i18n/en-gb.ts").then((module) => module.templateLinksEnGb),
    "de-ch": () => import("../../features/template-links/i18n/de-ch.ts").then((module) => module.templateLinksDeCh),
    "fr-ch": () => import("../../features/template-links/i18n/fr-ch.ts").then((module) => module.templateLinksFrCh),
    it: () => import("../../features/template-links/i18n/it.ts").then((module) => module.templateLinksIt),
  },
  /** The fields signers fill: the composer's editor and the signing views' fill panel load them. */
  form_fields: {
    "en-gb": () => import("../../features/signature-requests/i18n/form-fields/en-gb.ts").then((module) => module.formFieldsEnGb),
    "de-ch": () => import("../../features/signature-requests/i18n/form-fields/de-ch.ts").then((module) => module.formFieldsDeCh),
    "fr-ch": () => import("../../features/signature-requests/i18n/form-fields/fr-ch.ts").then((module) => module.formFieldsFrCh),
    it: () => import("../../features/signature-requests/i18n/form-fields/it.ts").then((module) => module.formFieldsIt),
  },
};

export const FEATURES = Object.keys(FEATURE_STRINGS) as Feature[];

/** A lazy loader that resolves only once the strings of the features it shows have loaded too. */
export const withFeatureStrings = <T>(load: () => Promise<T>, features: readonly Feature[]): (() => Promise<T>) => withStrings(load, features);
