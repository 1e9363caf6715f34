import type { SignatureRequestView } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { DirectSignatureState } from "../../../entities/direct-sign/direct-sign-session.ts";
import type { ChosenRedirect, RedirectSettings } from "../../../entities/signature-requests/redirect-rules.ts";

/** What the guest page shows. */
export type GuestPhase =
  | { kind: "loading" }
  /** The link reaches nothing (withdrawn, completed, declined, expired; removed or delegated signer). */
  | { kind: "unavailable" }
  /** The request could not be read for another reason (the network). */
  | { kind: "failed"; error: unknown }
  /** Sequential order: the signers before the guest sign first. */
  | { kind: "waiting"; request: SignatureRequestView }
  | { kind: "ready"; request: SignatureRequestView }
  /** Signed here or before; `request` while the link still reaches it (others still to sign). */
  | { kind: "signed"; request: SignatureRequestView | null }
  | { kind: "declined" };

export interface GuestPhaseInput {
  signatureState: DirectSignatureState;
  /**
   * The guest's own sign call is on its way: the request may complete with their signature and
   * answer a poll with 404 before the call answers, which is their success, not a dead link.
   */
  isSigning?: boolean;
  request: { status: "pending" | "error" | "success"; data: SignatureRequestView | undefined; error: unknown };
}

const isGone = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * What the tab knows (signed or declined here) comes first: once the guest acted, the link may be
 * dead (a completed or declined request answers 404), which is no news to them.
 */
export function deriveGuestPhase({ signatureState, isSigning = false, request }: GuestPhaseInput): GuestPhase {
  if (signatureState === "DECLINED") return { kind: "declined" };
  const view = request.status === "success" || (request.data && (isSigning || !isGone(request.error))) ? request.data : undefined;
  const me = view?.signers.find((signer) => signer.isMe);
  if (signatureState === "SIGNED" || me?.status === "signed") return { kind: "signed", request: view ?? null };
  if (request.status === "pending") return { kind: "loading" };
  // A poll that failed for a moment keeps the request on screen; one that found the link dead does not.
  if (!view) return isGone(request.error) ? { kind: "unavailable" } : { kind: "failed", error: request.error };
  if (!me || view.status !== "open") return { kind: "unavailable" };
  if (me.status === "pending") return { kind: "waiting", request: view };
  if (me.status === "open") return { kind: "ready", request: view };
  return { kind: "unavailable" };
}

/**
 * Spec §2/§4/§5 for the guest: once they signed, the exit URL (their part is done, whoever is
 * still to sign); after declining here, the decline URL when declineRedirect asks for it (as on
 * /view/{srid}); a link that cannot be opened, the error URL. Error and decline URLs already fall
 * back to the exit URL.
 */
export function chooseGuestRedirect(settings: RedirectSettings, phase: GuestPhase["kind"]): ChosenRedirect | null {
  const { exitUrl, errorUrl, declineUrl } = settings.targets;
  switch (phase) {
    case "signed":
      return exitUrl ? { url: exitUrl, reason: "exit" } : null;
    case "declined":
      return settings.declineRedirect && declineUrl ? { url: declineUrl, reason: "decline" } : null;
    case "unavailable":
    case "failed":
      return errorUrl ? { url: errorUrl, reason: "error" } : null;
    default:
      return null;
  }
}
