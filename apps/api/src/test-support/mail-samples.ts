import { LANGUAGES, type Language } from "@paraph/contracts";
import type { MailContent } from "../platform/mail/layout.ts";
import { MAIL_TEMPLATES, type MailTemplateName } from "../platform/mail/templates.ts";
import { type BusinessDeletionMailKind, type BusinessMailKind, renderBusinessDeletionMail, renderBusinessMail } from "../modules/businesses/index.ts";
import { GUEST_TAN_MAILS } from "../modules/direct-sign/index.ts";
import { renderRequestMail, type RequestMailKind } from "../modules/signature-requests/index.ts";
import { LINK_CODE_MAILS } from "../modules/templates/index.ts";
import { renderWebhookDisabledMail } from "../modules/webhooks/index.ts";
import { OTP_MAILS } from "../pdf-engine/csc/csc-demo-otp-templates.ts";

/**
 * Every mail Paraph sends, in every language, filled with the longest data it meets in practice
 * (double names, titles made of file names, addresses with long tokens), for the layout's tests.
 */

export const LONG_LINK = "https://sign.paraph-staging.muster-treuhand.ch/view/4f6c1d2e-9a7b-4c3d-8e5f-0a1b2c3d4e5f?token=Zk3pQ9xW2vB7nL4mR8tY1uH6jD0sF5gA3cE9";
const ACCOUNT_LINK = "https://sign.paraph-staging.muster-treuhand.ch/signup?email=maximiliane.von-hohenberg-wittelsbach%40muster-treuhand.ch&next=%2Fview%2F4f6c1d2e";
const OWNER = "Maximiliane Alexandra von Hohenberg-Wittelsbach";
const SIGNER = "Jean-Philippe de Montmollin-Grünenfelder";
const BUSINESS = "Muster Treuhand & Revisionsgesellschaft AG";
const TITLE = "Mietvertrag_Wohnung_Bahnhofstrasse_12_Zuerich_2026_final_unterschrieben.pdf and the Rahmenvereinbarung über Dienstleistungen";
const MESSAGE = "Hello,\n\n\nplease sign before the end of the month; questions to buchhaltung.abteilung@muster-treuhand.ch or https://muster-treuhand.ch/kontakt/ansprechpersonen.\nThank you";
const WEBHOOK_URL = "https://hooks.integrations.muster-treuhand.ch/paraph/events/receiver/v2?tenant=muster-treuhand-revisionsgesellschaft";

export interface MailSample {
  name: string;
  lang: Language;
  content: MailContent;
}

const REQUEST_KINDS: RequestMailKind[] = ["invitation", "reminder", "signed", "completed", "declined", "withdrawn", "delegated", "expired", "observer-added"];
const BUSINESS_KINDS: BusinessMailKind[] = ["invitation", "invitation-signup"];
const DELETION_KINDS: BusinessDeletionMailKind[] = ["deletion-scheduled", "deletion-revoked", "deleted"];

function accountMail(name: MailTemplateName, lang: Language): MailContent {
  switch (name) {
    case "signup-confirmation":
      return MAIL_TEMPLATES[name][lang]({ link: LONG_LINK, hours: 24 });
    case "password-reset":
      return MAIL_TEMPLATES[name][lang]({ link: LONG_LINK, minutes: 30 });
    case "signup-already-registered":
    case "password-changed":
      return MAIL_TEMPLATES[name][lang]({ link: LONG_LINK });
    case "account-deleted":
      return MAIL_TEMPLATES[name][lang]();
  }
}

function samplesIn(lang: Language): MailSample[] {
  const requestData = { title: TITLE, ownerName: OWNER, actorName: SIGNER, link: LONG_LINK, message: MESSAGE, expiresAt: "2026-12-31T16:00:00Z", accountLink: ACCOUNT_LINK };
  return [
    ...(Object.keys(MAIL_TEMPLATES) as MailTemplateName[]).map((name) => ({ name, lang, content: accountMail(name, lang) })),
    ...REQUEST_KINDS.map((kind) => ({ name: `request-${kind}`, lang, content: renderRequestMail(kind, lang, requestData) })),
    {
      name: "request-invitation-branded",
      lang,
      content: { ...renderRequestMail("invitation", lang, requestData), branding: { name: BUSINESS, logoContentId: "business-logo@paraph" } },
    },
    ...BUSINESS_KINDS.map((kind) => ({ name: `business-${kind}`, lang, content: renderBusinessMail(kind, lang, { businessName: BUSINESS, inviterName: OWNER, link: LONG_LINK }) })),
    ...DELETION_KINDS.map((kind) => ({
      name: `business-${kind}`,
      lang,
      content: renderBusinessDeletionMail(kind, lang, { businessName: BUSINESS, adminName: OWNER, effectiveAt: new Date("2026-12-31T12:00:00Z"), link: LONG_LINK }),
    })),
    { name: "webhook-disabled", lang, content: renderWebhookDisabledMail(lang, { url: WEBHOOK_URL, businessName: BUSINESS, days: 3, link: LONG_LINK }) },
    { name: "direct-sign-tan", lang, content: GUEST_TAN_MAILS[lang]({ code: "482913", title: TITLE, senderName: BUSINESS, subject: MESSAGE, link: LONG_LINK }) },
    { name: "template-link-code", lang, content: LINK_CODE_MAILS[lang]({ code: "482913", title: TITLE, senderName: OWNER }) },
    { name: "csc-demo-otp", lang, content: OTP_MAILS[lang]({ otp: "739104", name: OWNER, minutes: 5 }) },
  ];
}

export const MAIL_SAMPLES: readonly MailSample[] = LANGUAGES.flatMap(samplesIn);
