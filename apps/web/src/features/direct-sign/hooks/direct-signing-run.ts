import type { FormFieldValues } from "@paraph/contracts";
import type { OverlayActionHandler } from "../../../shared/overlays/overlay-manager.tsx";
import type { OverlayName } from "../../../shared/overlays/overlay-names.ts";
import { createProblemOverlays, isSigningUnlocked } from "../../../entities/signing/problem-overlays.ts";
import { problemOf } from "../../../entities/signing/signing-outcome.ts";
import type { DirectSignResult } from "../../../entities/direct-sign/direct-sign-api.ts";

/** The request and guest one signing is for, as the confirmation shows them. */
export interface GuestSigningTarget {
  /** The request and the guest's signer entry: the progress overlay polls their signing act. */
  requestId: string;
  signerId: string;
  title: string;
  /** The name the signature carries. */
  name: string;
  email: string;
  /** The request's quality: a guest signs simple, or qualified after identifying. */
  quality?: string;
  /** The guest accepted the request's terms of use (document/terms-of-use). */
  acceptedTermsOfUse?: boolean;
  /** The guest's values of their form fields, sent with the signing. */
  formFieldValues?: FormFieldValues;
}

/** Where the e-mailed code went and until when it is valid (POST /v1/direct/tan/resend). */
export interface SentCode {
  maskedEmail: string;
  expiresAt: string;
}

/** What a guest signing run talks to; the page wires the API, overlays and dialogs, tests pass fakes. */
export interface GuestSigningDependencies {
  readLock(): Promise<{ locked: boolean; lockedUntil: string | null }>;
  sendCode(): Promise<SentCode>;
  checkCode(tan: string): Promise<unknown>;
  sign(): Promise<DirectSignResult | undefined>;
  openOverlay(name: OverlayName, props: Record<string, unknown>, onAction?: OverlayActionHandler): string;
  closeOverlay(id: string): void;
  openTanDialog(props: Record<string, unknown>, onAction: (action: string, payload?: unknown) => Promise<void>): void;
  closeDialog(): void;
  /** The guest's signature is on the documents; `isCompleted` when theirs was the last one. */
  onSigned(result: DirectSignResult | undefined): void;
  /** The request may have changed (a failure can mean the link died): reload what shows it. */
  refresh(): void;
}

export interface GuestSigningRun {
  /** Checks the lock, then asks the guest to confirm in the direct-sign overlay; never rejects. */
  start(): Promise<void>;
}

/**
 * One guest signing, from the Sign button to the overlay that ends it:
 * lock check → "direct sign" overlay (who signs what; the code goes by e-mail) → code sent →
 * TAN dialog → code checked → "signing in progress" → POST /v3/direct/sign → "signing success".
 * A wrong code leads back to the dialog; an expired or locked one to a new code; every other
 * failure to the overlay that explains it (the signing feature's).
 */
export function createGuestSigningRun(target: GuestSigningTarget, deps: GuestSigningDependencies): GuestSigningRun {
  let lastCode: SentCode | null = null;

  const showProblem = createProblemOverlays(deps, {
    hasTanToReenter: () => lastCode !== null,
    reenterTan: () => {
      if (lastCode) showTanDialog(lastCode);
    },
    resend: (overlayId) => sendCode(overlayId),
    retry: (overlayId) => start(overlayId),
  });

  const showTanDialog = (code: SentCode) => {
    lastCode = code;
    deps.openTanDialog({ ...code, title: target.title }, async (action, payload) => {
      if (action === "confirm" && typeof payload === "string") void confirmWith(payload);
      else if (action === "resend") await sendCode();
    });
  };

  const sendCode = async (replacingOverlay?: string) => {
    let code: SentCode;
    try {
      code = await deps.sendCode();
    } catch (error) {
      showProblem(problemOf(error));
      return;
    }
    if (replacingOverlay) deps.closeOverlay(replacingOverlay);
    showTanDialog(code);
  };

  const confirmWith = async (tan: string) => {
    deps.closeDialog();
    // The same steps as an account's signing, read through the guest's link.
    deps.openOverlay("signing-in-progress", { requestId: target.requestId, signerId: target.signerId, isGuest: true });
    let result: DirectSignResult | undefined;
    try {
      await deps.checkCode(tan);
      result = await deps.sign();
    } catch (error) {
      deps.refresh();
      showProblem(problemOf(error));
      return;
    }
    deps.onSigned(result);
    deps.openOverlay("signing-success", { title: target.title, isCompleted: result?.status === "completed", isGuest: true });
    deps.refresh();
  };

  /** From the Sign button, or from a failure overlay (which stays until what follows replaces it). */
  const start = async (replacingOverlay?: string) => {
    if (!(await isSigningUnlocked(deps.readLock, showProblem))) return;
    if (replacingOverlay) deps.closeOverlay(replacingOverlay);
    const id = deps.openOverlay("direct-sign", { ...target }, async (action) => {
      if (action === "send-code") await sendCode(id);
    });
  };

  return { start: () => start() };
}
