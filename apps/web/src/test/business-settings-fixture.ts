import type { BusinessSettings } from "@paraph/contracts";

/** Settings of a business in web tests: Paraph's defaults, except that no attachment is customisable. */
export const defaultBusinessSettings = (): BusinessSettings => ({
  supportContact: { email: null, phone: null },
  signatureRequests: { part11: { enabled: false }, retention: { enabled: false, terminalState: ["completed", "declined", "withdrawn", "expired"], days: 90 } },
  mailService: { attachments: { signedDocument: { enabled: true, customisable: false }, signatureProtocol: { enabled: true, customisable: false } } },
  companyBranding: { logo: null },
  mabSettings: { directSign: { enabled: false } },
  signerGroups: { maxGroups: 20, maxParticipants: 50 },
  affiliate: { enabled: false },
  userPilot: { enabled: false },
  embedOrigins: [],
});
