import { useTranslation } from "react-i18next";
import type { SigningStage } from "@paraph/contracts";
import styles from "./signing-stages.module.css";

/** The steps the overlay lists, in the order the server passes them (docs/signing-journey.md). */
const STEPS = ["preparing", "signing", "time-stamping", "recording"] as const;

export type StepState = "done" | "current" | "pending";

export function stateOf(step: (typeof STEPS)[number], stage: SigningStage): StepState {
  if (stage === "done") return "done";
  // Other signers' signatures go onto the document first: every step is still to come.
  if (stage === "waiting-for-turn") return "pending";
  const reached = STEPS.indexOf(stage as (typeof STEPS)[number]);
  const index = STEPS.indexOf(step);
  // Before the server reports anything (idle, or an earlier act's failure), preparing is what happens.
  const current = reached === -1 ? 0 : reached;
  return index < current ? "done" : index === current ? "current" : "pending";
}

/** The signing act's steps, each done, in progress or to come. */
export function SigningStages({ stage }: { stage: SigningStage }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.stages} data-stage={stage}>
      {STEPS.map((step) => {
        const state = stateOf(step, stage);
        return (
          <li key={step} className={styles.stage} data-state={state} aria-current={state === "current" ? "step" : undefined}>
            <span className={styles.mark} aria-hidden="true">
              {state === "done" ? "✓" : state === "current" ? "•" : ""}
            </span>
            <span>{t(`signing.overlays.in_progress.stages.${step}`)}</span>
            <span className="visually-hidden"> ({t(`signing.overlays.in_progress.stage_state.${state}`)})</span>
          </li>
        );
      })}
    </ol>
  );
}

/** The title while signing: the step in progress, or the wait for the signer's turn before the first. */
export function currentStepOf(stage: SigningStage): (typeof STEPS)[number] | "waiting-for-turn" | "done" {
  if (stage === "done" || stage === "waiting-for-turn") return stage;
  return STEPS.find((step) => stateOf(step, stage) === "current") ?? "preparing";
}
