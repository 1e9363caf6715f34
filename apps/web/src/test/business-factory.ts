import type { Business } from "@paraph/contracts";

/** A Business as the server presents it, for fake servers; the fields a test cares about are given. */
export function makeBusiness(overrides: Partial<Business> = {}): Business {
  return {
    id: "business-1",
    name: "Muster AG",
    email: "info@muster.ch",
    phone: null,
    createdAt: "2026-01-01T09:00:00.000Z",
    gtcAcceptedAt: "2026-01-01T09:00:00.000Z",
    dpaAcceptedAt: "2026-01-01T09:00:00.000Z",
    members: [],
    admins: [],
    invitedMembers: [],
    domains: [],
    seals: [],
    settings: {
      supportContact: { email: null, phone: null },
      mailService: { attachments: { signedDocument: { enabled: true, customisable: false }, signatureProtocol: { enabled: true, customisable: false } } },
      companyBranding: { logo: null },
      mabSettings: { directSign: { enabled: false } },
      signerGroups: { maxGroups: 20, maxParticipants: 50 },
    },
    deletion: null,
    ...overrides,
  };
}
