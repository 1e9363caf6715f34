import type { SignatureRequestView } from "@paraph/contracts";

type SignerView = SignatureRequestView["signers"][number];

const DOCUMENT_ID = "00000000-0000-4000-8000-000000000001";

/** A signer as the API shows it; tests override what they care about. */
export function makeSigner(overrides: Partial<SignerView> = {}): SignerView {
  return {
    id: "signer-1",
    email: "bea@example.com",
    identityEmail: null,
    firstName: "Bea",
    lastName: "Muster",
    position: 1,
    status: "open",
    fields: [],
    formFields: [],
    quality: null,
    legislation: null,
    signedAt: null,
    declinedAt: null,
    declineMessage: null,
    delegatedToSignerId: null,
    isMe: false,
    ...overrides,
  };
}

/** A complete request as GET /v3/signature-requests/{id} returns it. */
export function makeRequest(overrides: Partial<SignatureRequestView> = {}): SignatureRequestView {
  return {
    id: "11111111-1111-4111-8111-111111111111",
    title: "Lease agreement",
    message: null,
    termsOfUse: null,
    status: "open",
    signingOrder: "parallel",
    quality: "ses",
    legislation: null,
    expiresAt: null,
    reminderIntervalDays: null,
    createdAt: "2026-03-01T09:00:00.000Z",
    updatedAt: "2026-03-01T09:00:00.000Z",
    initiatedAt: "2026-03-01T09:05:00.000Z",
    closedAt: null,
    owner: { id: "user-1", email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" },
    documents: [
      {
        id: DOCUMENT_ID,
        title: "Lease",
        pageCount: 1,
        pages: [{ number: 1, width: 595, height: 842, rotation: 0 }],
        bytes: 1000,
        sha256: "ab".repeat(32),
        createdAt: "2026-03-01T09:00:00.000Z",
        signed: null,
        cleaned: null,
      },
    ],
    signers: [makeSigner()],
    observers: [],
    myRole: "owner",
    allowedActions: [],
    ...overrides,
  };
}
