import type { ComponentType } from "react";
import { withFeatureStrings } from "../i18n/feature-strings.ts";
import type { Feature } from "../i18n/translation.ts";
import type { Role } from "./roles.ts";

/** Loads a page's component; each page is its own chunk so later features do not grow the login bundle. */
export type PageLoader = () => Promise<ComponentType>;

export interface RouteDefinition {
  /** React Router path (`:id` parameters). */
  path: string;
  roles: readonly Role[];
  /** Only the exact roles listed may use the route (no inheritance). */
  strict?: boolean;
  /** Translation key of the page title; without one the title comes from the path (see page-title.ts). */
  title?: string;
  /** The page; routes whose feature is built by a later issue show the planned page. */
  load?: PageLoader;
  /** Opening this route starts a direct-sign session from its `id` and `userid` parameters. */
  startsDirectSign?: boolean;
  /**
   * Where the mobile-signature (MAB) provider sends the signer back: the direct-sign session
   * survives it (a guest's pending signing is kept there), and whoever started a mobile signing
   * in this tab may open it, logged in or not.
   */
  isMabReturn?: boolean;
  /**
   * A page made to be framed by an integrator's page (docs/embedding.md): the embedded signing
   * view and the embedded composer. The shell shows it alone, without header, banners or guard;
   * the page opens its own one-time link, open to anyone, and needs only the tab's storage, not
   * cookies (a third-party frame may not have them).
   */
  isEmbedded?: boolean;
}

const ANYONE_LOGGED_OUT: readonly Role[] = ["unauthenticated"];
const USER: readonly Role[] = ["user"];
const MEMBER: readonly Role[] = ["member"];
const ADMIN: readonly Role[] = ["admin"];
const NAS: readonly Role[] = ["nas"];

// Each page module default-exports its component. The imports are spelled out (no template paths)
// so that the bundler makes exactly one chunk per page and type-checks every path. The features
// listed are those whose strings the page shows: they load beside it, so the shell does not carry
// them (a test checks the list against the strings the page's modules use).
const page =
  (load: () => Promise<{ default: ComponentType }>, features: readonly Feature[] = []): PageLoader =>
  () =>
    withFeatureStrings(load, features)().then((module) => module.default);
const dashboard = page(() => import("../../features/signature-requests/pages/dashboard-page.tsx"), ["signature_requests", "documents"]);
const ssoError = page(() => import("../../features/accounts/pages/sso-error-page.tsx"));
// The guest's identification (spec §2 direct-sign identification): one page per kind, shared by its routes.
const identificationChoice = page(() => import("../../features/identification/pages/direct-identification-choice-page.tsx"), ["identification", "direct_sign"]);
const identificationRun = page(() => import("../../features/identification/pages/direct-identification-run-page.tsx"), ["identification", "direct_sign"]);
// The account's standards (spec §2 /profile/signature-standards/…): the same identification components.
const standardsChoice = page(() => import("../../features/signature-standards/pages/identification-choice-page.tsx"), ["identification", "signature_standards"]);
// The template editor places fields with the composer's components (entities/field-placement), with their strings.
const templateEditor = page(() => import("../../features/templates/pages/template-editor-page.tsx"), ["templates", "signature_requests", "documents", "form_fields"]);
const standardsRun = page(() => import("../../features/signature-standards/pages/identification-run-page.tsx"), ["identification", "signature_standards", "billing"]);

/** Every route of spec §2 and Paraph's additions to it, read by the router, the guards, the page titles and the tests. */
export const ROUTES: readonly RouteDefinition[] = [
  // Account and general
  { path: "/", roles: USER, title: "titles.dashboard", load: dashboard },
  { path: "/dashboard", roles: USER, title: "titles.dashboard", load: dashboard },
  { path: "/login", roles: ANYONE_LOGGED_OUT, title: "titles.login", load: page(() => import("../../features/accounts/pages/login-page.tsx")) },
  { path: "/signup", roles: ANYONE_LOGGED_OUT, title: "titles.signup", load: page(() => import("../../features/accounts/pages/signup-page.tsx")) },
  { path: "/signup/steps", roles: ANYONE_LOGGED_OUT, title: "titles.signup_steps", load: page(() => import("../../features/accounts/pages/signup-steps-page.tsx")) },
  { path: "/signup/confirm", roles: ANYONE_LOGGED_OUT, title: "titles.signup_confirm", load: page(() => import("../../features/accounts/pages/signup-confirm-page.tsx")) },
  { path: "/signup/mail-sent", roles: ANYONE_LOGGED_OUT, title: "titles.signup_mail_sent", load: page(() => import("../../features/accounts/pages/signup-mail-sent-page.tsx")) },
  { path: "/signup/flows/eidplus/new", roles: ANYONE_LOGGED_OUT, title: "titles.eidplus_new", load: page(() => import("../../features/accounts/pages/eidplus-new-page.tsx")) },
  { path: "/signup/flows/eidplus/confirm", roles: ANYONE_LOGGED_OUT, title: "titles.eidplus_confirm", load: page(() => import("../../features/accounts/pages/eidplus-confirm-page.tsx")) },
  { path: "/signup/sso", roles: USER, title: "titles.signup_sso", load: page(() => import("../../features/accounts/pages/signup-sso-page.tsx")) },
  { path: "/sso/error", roles: ANYONE_LOGGED_OUT, title: "titles.sso_error", load: ssoError },
  { path: "/sso/error/company", roles: ANYONE_LOGGED_OUT, title: "titles.sso_error_company", load: ssoError },
  { path: "/password-reset", roles: ANYONE_LOGGED_OUT, title: "titles.password_reset", load: page(() => import("../../features/accounts/pages/password-reset-page.tsx")) },
  { path: "/password-reset/new", roles: ANYONE_LOGGED_OUT, title: "titles.password_reset_new", load: page(() => import("../../features/accounts/pages/password-reset-new-page.tsx")) },
  { path: "/password-reset/confirm", roles: ANYONE_LOGGED_OUT, title: "titles.password_reset_confirm", load: page(() => import("../../features/accounts/pages/password-reset-confirm-page.tsx")) },
  { path: "/password-reset/mail-sent", roles: ANYONE_LOGGED_OUT, title: "titles.password_reset_mail_sent", load: page(() => import("../../features/accounts/pages/password-reset-mail-sent-page.tsx")) },
  { path: "/sorry", roles: ["unauthenticated", "user", "nas"], title: "titles.sorry", load: page(() => import("../../features/platform/pages/sorry-page.tsx")) },
  { path: "/maintenance", roles: ["unauthenticated", "nas", "user"], title: "titles.maintenance", load: page(() => import("../../features/platform/pages/maintenance-page.tsx")) },
  { path: "/logout", roles: USER, title: "titles.logout", load: page(() => import("../../features/accounts/pages/logout-page.tsx")) },
  // Anyone may try /bye; the guard lets it show only right after an account deletion.
  { path: "/bye", roles: ["unauthenticated", "user", "nas"], title: "titles.bye", load: page(() => import("../../features/accounts/pages/bye-page.tsx")) },
  { path: "/signed", roles: USER, title: "titles.signed", load: page(() => import("../../features/signature-requests/pages/signed-page.tsx"), ["signature_requests"]) },
  { path: "/declined", roles: USER, title: "titles.declined", load: page(() => import("../../features/signature-requests/pages/declined-page.tsx"), ["signature_requests"]) },
  { path: "/not-available", roles: USER, title: "titles.not_available", load: page(() => import("../../features/signature-requests/pages/not-available-page.tsx"), ["signature_requests"]) },
  { path: "/upload", roles: USER, title: "titles.upload", load: page(() => import("../../features/documents/pages/upload-page.tsx"), ["documents"]) },
  { path: "/upgrade", roles: USER, title: "titles.upgrade", load: page(() => import("../../features/billing/pages/upgrade-page.tsx"), ["billing"]) },
  { path: "/welcome", roles: USER, title: "titles.welcome", load: page(() => import("../../features/billing/pages/welcome-page.tsx"), ["billing"]) },
  { path: "/expired", roles: ANYONE_LOGGED_OUT, title: "titles.expired", load: page(() => import("../../features/platform/pages/expired-page.tsx")) },
  {
    path: "/mab/redirect",
    roles: ANYONE_LOGGED_OUT,
    title: "titles.mab_redirect",
    isMabReturn: true,
    load: page(() => import("../../features/mab/pages/mab-redirect-page.tsx"), ["mab"]),
  },
  { path: "/cookiesblocked", roles: ANYONE_LOGGED_OUT, title: "titles.cookies_blocked", load: page(() => import("../../features/platform/pages/cookies-blocked-page.tsx")) },
  // Not in spec §2: the built-in terms of use and privacy notice the sign-up links to when the operator set no URLs of their own (issue 18).
  { path: "/legal/terms", roles: ["unauthenticated", "user", "nas"], title: "titles.legal_terms", load: page(() => import("../../features/legal/pages/legal-terms-page.tsx"), ["legal"]) },
  { path: "/legal/privacy", roles: ["unauthenticated", "user", "nas"], title: "titles.legal_privacy", load: page(() => import("../../features/legal/pages/legal-privacy-page.tsx"), ["legal"]) },
  // Not in spec §2: Paraph's public signature check, where the QR code of every signature leads (issue 6).
  { path: "/validate", roles: ["unauthenticated", "user", "nas"], title: "titles.validate", load: page(() => import("../../features/signature-validation/pages/validate-page.tsx"), ["signature_validation", "documents"]) },

  // Profile
  { path: "/profile", roles: USER, title: "titles.profile", load: page(() => import("../../features/profile/pages/profile-page.tsx")) },
  { path: "/profile/confirm", roles: USER, title: "titles.profile_confirm", load: page(() => import("../../features/profile/pages/email-change-confirm-page.tsx"), ["email_change"]) },
  { path: "/profile/settings", roles: USER, title: "titles.profile_settings", load: page(() => import("../../features/profile/pages/settings-page.tsx"), ["email_change"]) },
  { path: "/profile/change-password", roles: USER, title: "titles.change_password", load: page(() => import("../../features/profile/pages/change-password-page.tsx")) },
  { path: "/profile/visual-signature", roles: USER, title: "titles.visual_signature", load: page(() => import("../../features/visual-signatures/pages/visual-signature-page.tsx"), ["visual_signatures"]) },
  { path: "/profile/signature-standards", roles: USER, title: "titles.signature_standards", load: page(() => import("../../features/signature-standards/pages/standards-page.tsx"), ["signature_standards"]) },
  { path: "/profile/signature-standards/update", roles: USER, title: "titles.signature_standards_update", load: page(() => import("../../features/signature-standards/pages/update-page.tsx"), ["identification", "signature_standards"]) },
  { path: "/profile/signature-standards/legislation", roles: USER, title: "titles.legislation", load: page(() => import("../../features/signature-standards/pages/legislation-page.tsx"), ["signature_standards"]) },
  { path: "/profile/signature-standards/mobile-id", roles: USER, title: "titles.mobile_id", load: page(() => import("../../features/signature-standards/pages/mobile-id-page.tsx"), ["signature_standards"]) },
  { path: "/profile/signature-standards/eidas", roles: USER, title: "titles.eidas", load: standardsChoice },
  { path: "/profile/signature-standards/eidas/self", roles: USER, title: "titles.eidas_self", load: standardsRun },
  { path: "/profile/signature-standards/eidas/video", roles: USER, title: "titles.eidas_video", load: standardsRun },
  { path: "/profile/signature-standards/zertes", roles: USER, title: "titles.zertes", load: standardsChoice },
  { path: "/profile/signature-standards/zertes/auto", roles: USER, title: "titles.zertes_auto", load: standardsRun },
  { path: "/profile/signature-standards/zertes/video", roles: USER, title: "titles.zertes_video", load: standardsRun },
  { path: "/profile/signature-standards/id-austria-success", roles: USER, title: "titles.id_austria_success", load: page(() => import("../../features/signature-standards/pages/id-austria-page.tsx"), ["identification", "signature_standards", "billing"]) },

  // Signature requests
  { path: "/invite/:id", roles: MEMBER, title: "titles.invite" },
  { path: "/sendto/:id", roles: USER, title: "titles.sendto", load: page(() => import("../../features/signature-requests/pages/sendto-page.tsx"), ["signature_requests"]) },
  { path: "/view/:srid", roles: USER, title: "titles.view", load: page(() => import("./view-request-route.tsx"), ["signature_requests", "documents", "signing", "mab", "form_fields"]) },
  {
    path: "/embed/compose/:token",
    roles: ["unauthenticated", "user", "nas"],
    title: "titles.embedded_compose",
    isEmbedded: true,
    load: page(() => import("../../features/signature-requests/pages/embedded-compose-page.tsx"), ["signature_requests"]),
  },
  { path: "/view/:id/:userid", roles: NAS, title: "titles.direct_sign", startsDirectSign: true, load: page(() => import("../../features/direct-sign/pages/direct-sign-page.tsx"), ["direct_sign", "signature_requests", "documents", "signing", "mab", "form_fields"]) },
  {
    path: "/embed/sign/:token",
    roles: ["unauthenticated", "user", "nas"],
    title: "titles.direct_sign",
    isEmbedded: true,
    load: page(() => import("../../features/direct-sign/pages/embedded-sign-page.tsx"), ["direct_sign", "signature_requests", "documents", "signing", "mab", "form_fields"]),
  },
  { path: "/direct-sign/identification/eidas", roles: NAS, title: "titles.eidas", load: identificationChoice },
  { path: "/direct-sign/identification/eidas/self", roles: NAS, title: "titles.eidas_self", load: identificationRun },
  { path: "/direct-sign/identification/eidas/video", roles: NAS, title: "titles.eidas_video", load: identificationRun },
  { path: "/direct-sign/identification/zertes", roles: NAS, title: "titles.zertes", load: identificationChoice },
  { path: "/direct-sign/identification/zertes/auto", roles: NAS, title: "titles.zertes_auto", load: identificationRun },
  { path: "/direct-sign/identification/zertes/video", roles: NAS, title: "titles.zertes_video", load: identificationRun },
  {
    path: "/direct-sign/identification/zertes/personal-details",
    roles: NAS,
    title: "titles.personal_details",
    load: page(() => import("../../features/identification/pages/direct-personal-details-page.tsx"), ["identification", "direct_sign", "signature_requests"]),
  },
  {
    path: "/direct-sign/identification/id-austria-success",
    roles: NAS,
    title: "titles.id_austria_success",
    load: page(() => import("../../features/identification/pages/direct-id-austria-page.tsx"), ["identification", "direct_sign"]),
  },
  {
    path: "/direct-sign/:id/:userid",
    roles: NAS,
    title: "titles.direct_sign",
    startsDirectSign: true,
    load: page(() => import("../../features/identification/pages/direct-identify-entry-page.tsx"), ["identification", "direct_sign"]),
  },
  {
    path: "/direct-sign/:id/:userid/preview",
    roles: NAS,
    title: "titles.direct_sign_preview",
    startsDirectSign: true,
    load: page(() => import("../../features/identification/pages/direct-preview-page.tsx"), ["identification", "direct_sign", "signature_requests", "documents", "form_fields"]),
  },

  // Templates
  { path: "/templates", roles: USER, title: "titles.templates", load: page(() => import("../../features/templates/pages/templates-page.tsx"), ["templates"]) },
  { path: "/templates/new", roles: USER, title: "titles.template_new", load: templateEditor },
  { path: "/templates/:templateId", roles: USER, title: "titles.template_edit", load: templateEditor },
  { path: "/templates/:templateId/use", roles: USER, title: "titles.template_use", load: page(() => import("../../features/templates/pages/use-template-page.tsx"), ["templates", "form_fields"]) },

  // Business
  { path: "/business/upgrade", roles: ["user", "admin"], strict: true, title: "titles.business_upgrade", load: page(() => import("../../features/business-signup/pages/business-upgrade-page.tsx"), ["business_signup", "billing"]) },
  { path: "/business/welcome", roles: ADMIN, title: "titles.business_welcome", load: page(() => import("../../features/business-signup/pages/business-welcome-page.tsx"), ["business_signup"]) },
  {
    path: "/business/activity",
    roles: ADMIN,
    title: "titles.business_activity",
    load: page(() => import("../../features/business-activity/pages/business-activity-page.tsx"), ["business_activity"]),
  },
  {
    path: "/business/settings",
    roles: ADMIN,
    title: "titles.business_settings",
    load: page(() => import("../../features/business-settings/pages/business-settings-page.tsx"), ["business_settings"]),
  },
  {
    path: "/business/dashboard",
    roles: ADMIN,
    title: "titles.business_dashboard",
    load: page(() => import("../../features/business-statistics/pages/business-dashboard-page.tsx"), ["business_statistics"]),
  },
  { path: "/business/developers/webhooks", roles: ADMIN, title: "titles.business_webhooks", load: page(() => import("../../features/webhooks/pages/webhooks-page.tsx"), ["webhooks"]) },
  { path: "/business/seals", roles: ADMIN, title: "titles.business_seals", load: page(() => import("../../features/seals/pages/seals-page.tsx"), ["seals"]) },
  { path: "/business/seals/:accountname", roles: ADMIN, title: "titles.business_seal", load: page(() => import("../../features/seals/pages/seal-page.tsx"), ["seals"]) },
  { path: "/business/billing/plan", roles: ADMIN, title: "titles.business_plan", load: page(() => import("../../features/billing/pages/billing-plan-page.tsx"), ["billing"]) },
  { path: "/business/extras", roles: ADMIN, title: "titles.business_extras", load: page(() => import("../../features/billing/pages/business-extras-page.tsx"), ["billing"]) },
  { path: "/business/members", roles: ADMIN, title: "titles.business_members", load: page(() => import("../../features/business-members/pages/members-page.tsx"), ["business_members"]) },
  { path: "/business/members/domains", roles: ADMIN, title: "titles.business_domains", load: page(() => import("../../features/business-members/pages/domains-page.tsx"), ["business_members"]) },
  {
    path: "/business/members/signer-groups",
    roles: ADMIN,
    title: "titles.business_signer_groups",
    load: page(() => import("../../features/signer-groups/pages/signer-groups-page.tsx"), ["signer_groups"]),
  },
  {
    path: "/business/profile",
    roles: ADMIN,
    title: "titles.business_profile",
    load: page(() => import("../../features/business-profile/pages/business-profile-page.tsx"), ["business_profile"]),
  },
  {
    path: "/business/profile/aes-for-business",
    roles: ADMIN,
    title: "titles.business_aes",
    load: page(() => import("../../features/business-profile/pages/aes-for-business-page.tsx"), ["business_profile"]),
  },
  { path: "/business/developers/api", roles: ADMIN, title: "titles.business_api", load: page(() => import("../../features/api-users/pages/api-users-page.tsx"), ["api_users"]) },
  { path: "/business/signup", roles: ANYONE_LOGGED_OUT, title: "titles.business_signup", load: page(() => import("../../features/business-signup/pages/business-signup-page.tsx"), ["business_signup"]) },
  { path: "/business/signup/steps", roles: ANYONE_LOGGED_OUT, title: "titles.business_signup_steps", load: page(() => import("../../features/business-signup/pages/business-signup-steps-page.tsx"), ["business_signup"]) },
  { path: "/business/signup/mail-sent", roles: ANYONE_LOGGED_OUT, title: "titles.business_signup_mail_sent", load: page(() => import("../../features/business-signup/pages/business-signup-mail-sent-page.tsx")) },
  { path: "/business/register", roles: USER, strict: true, title: "titles.business_register", load: page(() => import("../../features/business-signup/pages/business-register-page.tsx"), ["business_signup"]) },

  // Bulk sends and template links
  { path: "/templates/:templateId/bulk-send", roles: USER, title: "titles.bulk_send", load: page(() => import("../../features/bulk-sends/pages/bulk-send-page.tsx"), ["bulk_sends", "documents"]) },
  { path: "/bulk-sends/:bulkSendId", roles: USER, title: "titles.bulk_send_progress", load: page(() => import("../../features/bulk-sends/pages/bulk-send-progress-page.tsx"), ["bulk_sends"]) },
  // Public: whoever has the link, logged in or not; a guest of another link in this tab keeps that session.
  { path: "/template-link/:token", roles: ["unauthenticated", "user", "nas"], title: "titles.template_link", load: page(() => import("../../features/template-links/pages/template-link-page.tsx"), ["template_links"]) },
];

/** Paths that only move the visitor elsewhere. */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/business/members/activity": "/business/activity",
};

/** Pages for visitors who are not logged in; a logged-in user is sent to the dashboard instead. */
export function isUnauthenticatedOnly(route: RouteDefinition): boolean {
  return route.roles.length === 1 && route.roles[0] === "unauthenticated";
}
