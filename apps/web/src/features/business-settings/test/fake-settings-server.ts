import type { AutomaticDeletion, BusinessSettings, BusinessSettingsChanges, User, UserBusiness } from "@paraph/contracts";
import { defaultBusinessSettings } from "../../../test/business-settings-fixture.ts";
import { json, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";

export const BUSINESS_ID = "b0a1c2d3-0000-4000-8000-000000000002";

export const settingsAdmin = (): User => {
  const business: UserBusiness = { id: BUSINESS_ID, name: "Muster AG", isAdmin: true, isMember: true, seals: [] };
  return makeUser({ id: "a0000000-0000-4000-8000-0000000000aa", email: "ada@muster.ch", firstName: "Ada", lastName: "Muster", business });
};

export const initialSettings = defaultBusinessSettings;

/** Applies the changes the way PUT /v1/businesses/{id}/settings does: only what is sent changes; "" clears a contact. */
function applyChanges(settings: BusinessSettings, changes: BusinessSettingsChanges): BusinessSettings {
  const contact = (value: string | null | undefined, current: string | null) => (value === undefined ? current : value || null);
  const attachments = changes.mailService?.attachments;
  return {
    ...settings,
    supportContact: {
      email: contact(changes.supportContact?.email, settings.supportContact.email),
      phone: contact(changes.supportContact?.phone, settings.supportContact.phone),
    },
    signatureRequests: {
      part11: { ...settings.signatureRequests.part11, ...changes.signatureRequests?.part11 },
      retention: { ...settings.signatureRequests.retention, ...changes.signatureRequests?.retention },
    },
    mailService: {
      attachments: {
        signedDocument: { ...settings.mailService.attachments.signedDocument, ...attachments?.signedDocument },
        signatureProtocol: { ...settings.mailService.attachments.signatureProtocol, ...attachments?.signatureProtocol },
      },
    },
    mabSettings: { directSign: { ...settings.mabSettings.directSign, ...changes.mabSettings?.directSign } },
    signerGroups: {
      maxGroups: changes.signerGroups?.maxGroups ?? settings.signerGroups.maxGroups,
      maxParticipants: changes.signerGroups?.maxParticipants ?? settings.signerGroups.maxParticipants,
    },
    affiliate: { ...settings.affiliate, ...changes.affiliate },
    userPilot: { ...settings.userPilot, ...changes.userPilot },
    embedOrigins: changes.embedOrigins ?? settings.embedOrigins,
  };
}

/** A server that keeps one business's settings and its automatic deletions. */
export function fakeSettingsServer(options: { settings?: BusinessSettings; deletions?: AutomaticDeletion[] } = {}) {
  const state = { settings: options.settings ?? initialSettings(), deletions: options.deletions ?? [] };
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, settingsAdmin()),
    [`GET /api/v1/businesses/${BUSINESS_ID}/settings`]: () => json(200, { settings: state.settings }),
    [`PUT /api/v1/businesses/${BUSINESS_ID}/settings`]: ({ body }) => {
      state.settings = applyChanges(state.settings, (body as { settings: BusinessSettingsChanges }).settings);
      return json(200, { settings: state.settings });
    },
    [`GET /api/v2/businesses/${BUSINESS_ID}/activities/deletions`]: () => json(200, { items: state.deletions, total: state.deletions.length }),
  };
  return { state, handlers };
}
