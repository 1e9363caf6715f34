import type { TemplateListItem, TemplateView } from "@paraph/contracts";

export const TEMPLATE_ID = "7e000000-0000-4000-8000-000000000001";
export const DOCUMENT_ID = "d0000000-0000-4000-8000-000000000001";
const owner = { id: "user-1", email: "ada@example.com", firstName: "Ada", lastName: "Lovelace" };

export function makeListItem(overrides: Partial<TemplateListItem> = {}): TemplateListItem {
  return {
    id: TEMPLATE_ID,
    title: "Employment contract",
    version: 1,
    businessId: null,
    owner,
    roleNames: ["Employee", "HR"],
    documentCount: 1,
    canEdit: true,
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-02T09:00:00.000Z",
    ...overrides,
  };
}

/** A template of one three-page contract with an Employee (a date and a number to fill) and HR (a checkbox). */
export function makeTemplate(overrides: Partial<TemplateView> = {}): TemplateView {
  const place = { document_id: DOCUMENT_ID, page: 1, x: 56, y: 600, width: 150, height: 24 };
  return {
    id: TEMPLATE_ID,
    title: "Employment contract",
    message: null,
    signingOrder: "sequential",
    quality: "ses",
    legislation: null,
    version: 1,
    businessId: null,
    owner,
    documents: [{ id: DOCUMENT_ID, title: "Contract", pageCount: 3, pages: [1, 2, 3].map((number) => ({ number, width: 595, height: 842, rotation: 0 })), bytes: 1000, sha256: "0".repeat(64) }],
    roles: [
      {
        name: "Employee",
        position: 0,
        quality: null,
        signatureFields: [{ ...place, height: 80, y: 700 }],
        formFields: [
          { type: "date", name: "Start date", required: true, ...place },
          { type: "number", name: "Salary", required: true, min: 0, ...place, y: 640 },
        ],
      },
      { name: "HR", position: 1, quality: null, signatureFields: [{ ...place, x: 320, height: 80, y: 700 }], formFields: [{ type: "checkbox", name: "Approved", required: true, ...place, x: 320, width: 20, height: 20 }] },
    ],
    directLink: null,
    canEdit: true,
    createdAt: "2026-11-01T09:00:00.000Z",
    updatedAt: "2026-11-02T09:00:00.000Z",
    ...overrides,
  };
}
