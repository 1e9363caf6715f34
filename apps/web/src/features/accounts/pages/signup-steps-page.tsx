import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { isSupportedLanguage, register } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import { ConfirmedSignupLink } from "../../../shared/ui/auth-card/confirmed-signup-link.tsx";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";
import { readReferralCode } from "../../../shared/session/referral-code.ts";
import { PersonFields, usePersonInput } from "../../../shared/ui/auth-card/person-fields.tsx";

/** The second half of the sign-up: the confirmation link's token, then names, password and terms. */
export default function SignupStepsPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  return (
    <ConfirmedSignupLink token={token} title={t("signup.steps.title")} retryPath="/signup">
      {(email) => <RegistrationForm token={token} email={email} />}
    </ConfirmedSignupLink>
  );
}

function RegistrationForm({ token, email }: { token: string; email: string }) {
  const { t, i18n } = useTranslation();
  const { localStorage } = useServices();
  const session = useSession();
  const person = usePersonInput(token);
  const [gtc, setGtc] = useState(false);
  const [gtcError, setGtcError] = useState<string | null>(null);
  const mutation = useApiMutation(register);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGtcError(gtc ? null : t("signup.steps.gtc_required"));
    if (!(await person.validate()) || !gtc) return;
    const referral = readReferralCode(localStorage);
    mutation.mutate(
      {
        body: {
          token,
          ...person.body(),
          gtc: true,
          lang: isSupportedLanguage(i18n.language) ? i18n.language : undefined,
          celloUCC: referral ?? undefined,
        },
      },
      // Logged in at once; the guard moves the new user on to the dashboard.
      { onSuccess: ({ token: sessionToken }) => session.logIn(sessionToken) },
    );
  };

  return (
    <AuthCard title={t("signup.steps.title")} lead={t("signup.steps.lead", { email })}>
      {mutation.isError ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <PersonFields input={person} serverError={mutation.error} />
        <CheckboxField label={t("signup.steps.gtc")} checked={gtc} onChange={(event) => setGtc(event.target.checked)} error={gtcError} />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending || person.passwordCheck.status === "checking"}>
          {t("signup.steps.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
