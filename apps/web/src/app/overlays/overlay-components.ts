import type { ComponentType } from "react";
import { withFeatureStrings } from "../i18n/feature-strings.ts";
import type { Feature } from "../i18n/translation.ts";
import { lazyOverlay } from "../../shared/overlays/lazy-overlay.tsx";
import type { OverlayComponentProps, OverlayComponents } from "../../shared/overlays/overlay-manager.tsx";

// The features listed are those whose strings the overlay shows: they load with it, not with the
// shell (a test checks each list against the strings the overlay's modules use).
const overlay = (load: () => Promise<{ default: ComponentType<OverlayComponentProps> }>, features: readonly Feature[] = []) => lazyOverlay(withFeatureStrings(load, features));

const signingMessage = overlay(() => import("../../features/signing/overlays/signing-message-overlay.tsx"), ["signing", "signature_requests"]);

/**
 * Built overlays. Every overlay of spec §2 arrives with its feature (signing, direct sign, signer
 * groups, business billing, the profile's account deletion) and is registered here then.
 */
export const OVERLAY_COMPONENTS: OverlayComponents = {
  "part11-verification": overlay(() => import("../../features/signing/overlays/part11-verification-overlay.tsx"), ["signing"]),
  "signing-in-progress": overlay(() => import("../../features/signing/overlays/signing-in-progress-overlay.tsx"), ["signing"]),
  "edit-signature": overlay(() => import("../../features/visual-signatures/overlays/edit-signature-overlay.tsx"), ["signing", "visual_signatures"]),
  "signing-success": signingMessage,
  "signing-failure": signingMessage,
  "signing-locked": signingMessage,
  "tan-invalid": signingMessage,
  "tan-expired": signingMessage,
  "tan-locked": signingMessage,
  "exhausted-signatures": overlay(() => import("../../features/billing/overlays/exhausted-signatures-overlay.tsx"), ["billing", "signing"]),
  "add-seats": overlay(() => import("../../features/billing/overlays/add-seats-overlay.tsx"), ["billing"]),
  "serial-number-mismatch": signingMessage,
  "direct-sign": overlay(() => import("../../features/direct-sign/overlays/direct-sign-overlay.tsx"), ["direct_sign"]),
  "create-signer-group": overlay(() => import("../../features/signer-groups/overlays/signer-group-overlay.tsx"), ["signer_groups"]),
  "mobile-aes": overlay(() => import("../../features/signature-standards/overlays/mobile-aes-overlay.tsx"), ["signature_standards"]),
  "delete-user": overlay(() => import("../../features/profile/overlays/delete-user-overlay.tsx")),
  "mab-signing-failure": overlay(() => import("../../features/mab/overlays/mab-signing-failure-overlay.tsx"), ["mab", "signing"]),
};
