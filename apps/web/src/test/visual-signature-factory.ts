import type { VisualSignature } from "@paraph/contracts";

/** A saved visual signature as GET /v1/visual-signatures lists it; tests override what they care about. */
export function makeVisualSignature(overrides: Partial<VisualSignature> = {}): VisualSignature {
  return {
    id: "9d7d3c1a-0f4e-4b8a-8c1e-3f2a1b0c9d8e",
    alias: "Board",
    name: "Ada Lovelace",
    title: null,
    company: null,
    optionalLine: null,
    location: null,
    language: "en-gb",
    quality: null,
    legislation: null,
    provider: null,
    hasCustomImage: false,
    displayDate: true,
    displayClaim: true,
    displayStandards: true,
    displayQr: false,
    placeholder: false,
    image: null,
    default: false,
    ...overrides,
  };
}
