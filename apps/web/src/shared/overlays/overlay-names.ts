/** Every full-screen overlay of spec §2. Only one is shown at a time. */
export const OVERLAY_NAMES = [
  "add-seats",
  "create-signer-group",
  "delete-user",
  "direct-sign",
  "edit-signature",
  "exhausted-signatures",
  "mobile-aes",
  "part11-verification",
  "serial-number-mismatch",
  "signing-in-progress",
  "signing-failure",
  "signing-locked",
  "signing-success",
  "mab-signing-failure",
  "tan-expired",
  "tan-invalid",
  "tan-locked",
] as const;

export type OverlayName = (typeof OVERLAY_NAMES)[number];
