import type { OverlayActionHandler } from "../../shared/overlays/overlay-manager.tsx";
import type { OverlayName } from "../../shared/overlays/overlay-names.ts";
import { lockedProblem, problemOf, type SigningProblem } from "./signing-outcome.ts";

/**
 * The overlays every signing shows: its stages, then its result (the failure overlays share the
 * result's code). Pages that sign fetch them ahead, so the stages show the moment Sign is pressed.
 */
export const SIGNING_OVERLAYS: readonly OverlayName[] = ["signing-in-progress", "signing-success"];

/** What a signing run shows its failures with. */
export interface ProblemOverlayDependencies {
  openOverlay(name: OverlayName, props: Record<string, unknown>, onAction?: OverlayActionHandler): string;
  closeOverlay(id: string): void;
  closeDialog(): void;
}

/** Where a failure overlay's buttons lead; each gets the overlay, which stays until what follows replaces it. */
export interface ProblemActions {
  /** "Enter the TAN again" after a wrong one: reopens the dialog for the same code. */
  reenterTan(): void;
  hasTanToReenter(): boolean;
  resend(overlayId: string): Promise<void>;
  retry(overlayId: string): Promise<void>;
}

/**
 * Shows the overlay that explains a failure, shared by the account's and the guest's signing:
 * a wrong TAN leads back to its dialog, an expired or locked one to a new code, anything else
 * to trying again.
 */
export function createProblemOverlays(deps: ProblemOverlayDependencies, actions: ProblemActions): (problem: SigningProblem) => void {
  const show = (problem: SigningProblem) => {
    deps.closeDialog();
    const id = deps.openOverlay(problem.overlay, problem.props, async (action) => {
      if (action === "complete") return;
      if (action === "retry" && problem.overlay === "tan-invalid" && actions.hasTanToReenter()) {
        deps.closeOverlay(id);
        actions.reenterTan();
      } else if (action === "resend") {
        await actions.resend(id);
      } else if (action === "retry") {
        await actions.retry(id);
      }
    });
  };
  return show;
}

/** Signing starts only while no other signature is being applied; otherwise the reason shows. */
export async function isSigningUnlocked(
  readLock: () => Promise<{ locked: boolean; lockedUntil: string | null }>,
  showProblem: (problem: SigningProblem) => void,
): Promise<boolean> {
  try {
    const lock = await readLock();
    if (!lock.locked) return true;
    showProblem(lockedProblem(lock.lockedUntil));
  } catch (error) {
    showProblem(problemOf(error));
  }
  return false;
}
