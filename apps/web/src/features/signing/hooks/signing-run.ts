import type { FormFieldValues, SignerStatus } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import type { OverlayActionHandler } from "../../../shared/overlays/overlay-manager.tsx";
import type { OverlayName } from "../../../shared/overlays/overlay-names.ts";
import type { RemoteSigning, SignResult } from "../api/signing-api.ts";
import { pollSignatureState } from "./poll-signature-state.ts";
import { isPart11Confirmation, type Part11Confirmation, type Part11Signer } from "./part11.ts";
import { createProblemOverlays, isSigningUnlocked } from "../../../entities/signing/problem-overlays.ts";
import { isConfirmedByTan, isSameMobile, problemOf, readTanChallenge, type TanChallenge } from "../../../entities/signing/signing-outcome.ts";

/** The request and signer one signing is for. */
export interface SigningTarget {
  requestId: string;
  signerId: string;
  title: string;
  quality: string;
  /** The signer accepted the request's terms of use (document/terms-of-use); every POST /v3/sign of the run says so. */
  acceptedTermsOfUse?: boolean;
  /** The signer's values of their form fields, sent with every POST /v3/sign of the run. */
  formFieldValues?: FormFieldValues;
}

/** What a signing run talks to; the page wires the API, overlays and dialogs, tests pass fakes. */
export interface SigningDependencies {
  /** POST /v3/sign for the target, with the TAN when there is one and the Part 11 confirmation when one is asked for. */
  sign(tan?: string, part11?: Part11Confirmation): Promise<SignResult | undefined>;
  /** Set when the signer's business runs in Part 11 mode: each signing starts with the Part 11 verification overlay. */
  part11?: Part11Signer | null;
  /** POST /v3/swisscom/proceed/{id}: completes a remote qualified signing with the service's one-time password. */
  proceedRemote?(processId: string, otp: string): Promise<SignResult | undefined>;
  readState(signal: AbortSignal): Promise<SignerStatus>;
  readLock(): Promise<{ locked: boolean; lockedUntil: string | null }>;
  /** The mobile number on the account: as the page knows it, or freshly loaded. */
  readAccountMobile(fresh: boolean): Promise<string | null>;
  openOverlay(name: OverlayName, props: Record<string, unknown>, onAction?: OverlayActionHandler): string;
  closeOverlay(id: string): void;
  openTanDialog(props: Record<string, unknown>, onAction: (action: string, payload?: unknown) => Promise<void>): void;
  closeDialog(): void;
  /** The request changed (or may have): reload what shows it. */
  refresh(): void;
  /** The signer stopped waiting for the confirmation. */
  onStoppedWaiting(): void;
  /** Overrides spec §4's 5 seconds (tests). */
  pollIntervalMs?: number;
}

export interface SigningRun {
  /** Checks the lock, then asks for a TAN (AES) or signs at once (SES); never rejects. */
  start(): Promise<void>;
  /** Stops waiting for the confirmation, e.g. when the page is left. */
  abort(): void;
}

/**
 * One signing by one signer, from the Sign button to the overlay that ends it:
 * lock check → (TAN requested → TAN dialog) → "signing in progress" → POST /v3/sign → the
 * signature state polled until it is not open → success, or the overlay that explains the failure.
 * Wrong, expired or locked TANs lead back to the TAN dialog or to a new TAN. A qualified signature
 * made by a remote trust service asks, in the same dialog, for the one-time password the service
 * sent, and completes with it.
 */
/** Answers of POST /v3/sign that the Part 11 verification overlay shows, asking again. */
const PART11_REFUSALS = new Set(["part11_reauthentication_required", "part11_reauthentication_failed"]);

export function createSigningRun(target: SigningTarget, dependencies: SigningDependencies): SigningRun {
  const deps = dependencies;
  /** The in-progress overlay polls this signer's signing progress on this request. */
  const progressProps = { requestId: target.requestId, signerId: target.signerId };
  let polling: AbortController | null = null;
  let lastChallenge: TanChallenge | null = null;
  let lastRemote: RemoteSigning | null = null;
  /** The Part 11 verification of this attempt; every POST /v3/sign of it carries it. */
  let part11: Part11Confirmation | undefined;

  const showProblem = createProblemOverlays(deps, {
    hasTanToReenter: () => lastChallenge !== null || lastRemote !== null,
    reenterTan: () => {
      if (lastRemote) showOtpDialog(lastRemote);
      else if (lastChallenge) showTanDialog(lastChallenge);
    },
    resend: (overlayId) => requestTan(overlayId),
    retry: (overlayId) => start(overlayId),
  });

  /** A TAN went out: the dialog asks for it, unless it went to another number than the account's. */
  const onChallenge = async (challenge: TanChallenge, replacingOverlay?: string) => {
    // A stale page may not know a number changed elsewhere: only a fresh account decides a mismatch.
    const matches =
      isSameMobile(challenge.maskedMobile, await deps.readAccountMobile(false)) ||
      isSameMobile(challenge.maskedMobile, await deps.readAccountMobile(true).catch(() => null));
    if (!matches) {
      showProblem({ overlay: "serial-number-mismatch", props: { maskedMobile: challenge.maskedMobile } });
      return;
    }
    if (replacingOverlay) deps.closeOverlay(replacingOverlay);
    showTanDialog(challenge);
  };

  const showTanDialog = (challenge: TanChallenge) => {
    lastChallenge = challenge;
    lastRemote = null;
    deps.openTanDialog({ ...challenge, title: target.title }, async (action, payload) => {
      if (action === "confirm" && typeof payload === "string") void signWith(payload);
      else if (action === "resend") await requestTan();
    });
  };

  /** The trust service sent its password: the TAN dialog asks for it, with its own wording. */
  const showOtpDialog = (remote: RemoteSigning) => {
    lastRemote = remote;
    lastChallenge = null;
    deps.openTanDialog({ isRemoteOtp: true, expiresAt: remote.expiresAt, title: target.title }, async (action, payload) => {
      if (action === "confirm" && typeof payload === "string") void proceedWith(remote, payload);
      else if (action === "resend") await requestTan();
    });
  };

  const proceedWith = async (remote: RemoteSigning, otp: string) => {
    deps.closeDialog();
    const progressId = deps.openOverlay("signing-in-progress", progressProps);
    let result: SignResult | undefined;
    try {
      if (!deps.proceedRemote) throw new Error("This page cannot complete a remote signing");
      result = await deps.proceedRemote(remote.processId, otp);
    } catch (error) {
      deps.refresh();
      showProblem(problemOf(error));
      return;
    }
    await confirmSignature(result, progressId);
  };

  /**
   * Signing without a TAN makes the server text one (428 tan_required), or a remote trust service
   * send its password (`remoteSigning`); anything else ends here.
   */
  const requestTan = async (replacingOverlay?: string) => {
    try {
      const result = await deps.sign(undefined, part11);
      if (result?.remoteSigning) {
        if (replacingOverlay) deps.closeOverlay(replacingOverlay);
        showOtpDialog(result.remoteSigning);
        return;
      }
      // Nothing more was needed (the request asks for less than AES, or it was signed already).
      await confirmSignature(result, deps.openOverlay("signing-in-progress", progressProps));
    } catch (error) {
      const challenge = readTanChallenge(error);
      if (challenge) await onChallenge(challenge, replacingOverlay);
      else showFailure(error);
    }
  };

  /** `shownId`: the in-progress overlay shown already (a signing without TAN opens it on the click). */
  const signWith = async (tan?: string, shownId?: string) => {
    deps.closeDialog();
    const progressId = shownId ?? deps.openOverlay("signing-in-progress", progressProps);
    let result: SignResult | undefined;
    try {
      result = await deps.sign(tan, part11);
    } catch (error) {
      deps.refresh();
      const challenge = readTanChallenge(error);
      if (challenge) await onChallenge(challenge, progressId);
      else showFailure(error);
      return;
    }
    await confirmSignature(result, progressId);
  };

  /** Spec §4: after signing, the signature state is polled every 5 seconds until it is not open. */
  const confirmSignature = async (result: SignResult | undefined, progressId: string) => {
    deps.refresh();
    polling?.abort();
    const controller = new AbortController();
    polling = controller;
    let shownId = progressId;
    let isWaitingShown = false;
    try {
      const state = await pollSignatureState(deps.readState, {
        signal: controller.signal,
        intervalMs: deps.pollIntervalMs,
        onWaiting: () => {
          if (isWaitingShown) return;
          isWaitingShown = true;
          shownId = deps.openOverlay("signing-in-progress", { isConfirming: true }, (action) => {
            if (action === "abort") controller.abort();
          });
        },
      });
      if (state === "signed") deps.openOverlay("signing-success", { title: target.title, isCompleted: result?.status === "completed" });
      else showProblem({ overlay: "signing-failure", props: { state } });
    } catch (error) {
      if (controller.signal.aborted) {
        deps.closeOverlay(shownId);
        deps.onStoppedWaiting();
      } else {
        showProblem(problemOf(error));
      }
    } finally {
      if (polling === controller) polling = null;
      deps.refresh();
    }
  };

  /** A refused Part 11 verification asks again, saying why; any other failure has its problem overlay. */
  const showFailure = (error: unknown) => {
    if (deps.part11 && isApiError(error) && PART11_REFUSALS.has(error.code)) askPart11(error);
    else showProblem(problemOf(error));
  };

  /**
   * Part 11 verification: the overlay asks for the password and the meaning, then signs as below
   * while its button shows progress (the TAN dialog, if one follows, replaces it).
   */
  const askPart11 = (error?: unknown) => {
    const signer = deps.part11;
    if (!signer) return;
    const props = { title: target.title, printedName: signer.printedName, meaning: part11?.meaning ?? signer.lastMeaning, ...(error ? { error } : {}) };
    part11 = undefined;
    const overlayId = deps.openOverlay("part11-verification", props, async (action, payload) => {
      if (action !== "confirm" || !isPart11Confirmation(payload)) return;
      part11 = payload;
      await signNow(overlayId);
    });
  };

  const signNow = async (replacingOverlay?: string) => {
    if (isConfirmedByTan(target.quality)) await requestTan(replacingOverlay);
    else await signWith();
  };

  /**
   * From the Sign button, or from a failure overlay (which stays until what follows replaces it).
   * A signing that asks nothing more (no TAN, no Part 11 verification) shows its progress at once,
   * even while the lock is checked: the screen never waits blank (issue 18, item 9).
   */
  const start = async (replacingOverlay?: string) => {
    const asksNothing = !deps.part11 && !isConfirmedByTan(target.quality);
    const progressId = asksNothing ? deps.openOverlay("signing-in-progress", progressProps) : undefined;
    if (!(await isSigningUnlocked(deps.readLock, showProblem))) return;
    if (deps.part11) askPart11();
    else if (progressId) await signWith(undefined, progressId);
    else await signNow(replacingOverlay);
  };

  return {
    start: () => start(),
    abort: () => polling?.abort(),
  };
}
