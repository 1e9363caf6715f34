import { useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../shared/api/describe-error.ts";
import { useTrackedWork } from "../../shared/lib/use-tracked-work.ts";
import { Alert } from "../../shared/ui/alert/alert.tsx";
import { Button } from "../../shared/ui/button/button.tsx";
import { TextField } from "../../shared/ui/field/text-field.tsx";
import styles from "./billing.module.css";
import { readTestCard, type TestCardInput, type TestCardProblem } from "./test-card.ts";

interface TestCardFormProps {
  submitLabel: string;
  /** Sends the card on; a refusal (a declined card) is shown under the form. */
  onSubmit: (card: TestCardInput) => Promise<void>;
}

const PROBLEM_TEXT: Record<TestCardProblem, "billing.card_form.invalid_number" | "billing.card_form.invalid_expiry" | "billing.card_form.invalid_cvc"> = {
  number: "billing.card_form.invalid_number",
  expiry: "billing.card_form.invalid_expiry",
  cvc: "billing.card_form.invalid_cvc",
};

/**
 * The built-in provider's card form (never in production): a plain form that only the test card
 * numbers get through, marked so nobody mistakes it for a real payment.
 */
export function TestCardForm({ submitLabel, onSubmit }: TestCardFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState({ number: "", expiry: "", cvc: "" });
  const [problems, setProblems] = useState<TestCardProblem[]>([]);
  const { failure, isBusy, run } = useTrackedWork();
  const problemText = (problem: TestCardProblem) => (problems.includes(problem) ? t(PROBLEM_TEXT[problem]) : null);

  const submit = async () => {
    const read = readTestCard(fields, new Date());
    setProblems(read.problems);
    const card = read.card;
    if (card) await run(() => onSubmit(card));
  };

  return (
    <form
      aria-label={t("billing.card_form.title")}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className={styles.testBadge}>{t("billing.provider.builtin_title")}</p>
      <p className={styles.muted}>{t("billing.card_form.test_hint")}</p>
      <TextField
        label={t("billing.card_form.number")}
        inputMode="numeric"
        autoComplete="cc-number"
        required
        value={fields.number}
        error={problemText("number")}
        onChange={(event) => setFields({ ...fields, number: event.target.value })}
      />
      <div className={styles.cardRow}>
        <TextField
          label={t("billing.card_form.expiry")}
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
          value={fields.expiry}
          error={problemText("expiry")}
          onChange={(event) => setFields({ ...fields, expiry: event.target.value })}
        />
        <TextField
          label={t("billing.card_form.cvc")}
          inputMode="numeric"
          autoComplete="cc-csc"
          required
          value={fields.cvc}
          error={problemText("cvc")}
          onChange={(event) => setFields({ ...fields, cvc: event.target.value })}
        />
      </div>
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      <Button type="submit" loading={isBusy}>
        {submitLabel}
      </Button>
    </form>
  );
}
