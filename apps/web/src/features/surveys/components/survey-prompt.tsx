import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SurveyKind } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useAnswerSurvey, useDueSurvey } from "../api/survey-api.ts";
import styles from "./survey-prompt.module.css";

const SCORES = Array.from({ length: 11 }, (_, score) => score);

/**
 * The satisfaction survey that is due (issue 18, item 20), as a card over the page's corner:
 * a score from 0 to 10 and a comment, or "Not now". Either way it is not asked again in its
 * period; nothing shows while none is due.
 */
export default function SurveyPrompt() {
  const due = useDueSurvey(true);
  const kind = due.data?.survey ?? null;
  return kind ? <SurveyCard key={kind} kind={kind} /> : null;
}

function SurveyCard({ kind }: { kind: SurveyKind }) {
  const { t } = useTranslation();
  const id = useId();
  const snackbar = useSnackbar();
  const answer = useAnswerSurvey();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  const send = (dismiss: boolean) => {
    if (!dismiss && score === null) return setProblem(t("surveys.choose_score"));
    setProblem(null);
    answer.mutate(
      { kind, score: dismiss ? null : score, ...(dismiss || comment.trim() === "" ? {} : { comment }) },
      {
        onSuccess: () => {
          if (!dismiss) snackbar.show({ message: t("surveys.thanks"), color: "success" });
        },
        onError: (error) => setProblem(describeError(error, t)),
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby={`${id}-question`} data-survey={kind}>
      <h2 id={`${id}-question`} className={styles.question}>
        {t(`surveys.${kind}.question`)}
      </h2>
      <fieldset className={styles.scores}>
        <legend className="visually-hidden">{t("surveys.score_label")}</legend>
        {SCORES.map((value) => (
          <label key={value} className={styles.score} data-checked={score === value || undefined}>
            <input type="radio" name={`${id}-score`} value={value} checked={score === value} onChange={() => setScore(value)} className={styles.scoreInput} />
            <span>{value}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.ends} aria-hidden="true">
        <span>{t(`surveys.${kind}.low`)}</span>
        <span>{t(`surveys.${kind}.high`)}</span>
      </div>
      <label htmlFor={`${id}-comment`} className={styles.label}>
        {t("surveys.comment")}
      </label>
      <textarea id={`${id}-comment`} className={styles.comment} rows={2} maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} />
      <p className={styles.privacy}>{t("surveys.privacy")}</p>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button kind="text" disabled={answer.isPending} onClick={() => send(true)}>
          {t("surveys.dismiss")}
        </Button>
        <Button loading={answer.isPending} onClick={() => send(false)}>
          {t("surveys.send")}
        </Button>
      </div>
    </section>
  );
}
