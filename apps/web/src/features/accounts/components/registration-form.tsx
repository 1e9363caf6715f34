import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isSupportedLanguage, register } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { LegalLinksText } from "../../../shared/ui/legal/legal-links-text.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";
import { readReferralCode } from "../../../entities/accounts/signup/referral-code.ts";
import { PersonFields, usePersonInput } from "../../../entities/accounts/signup/person-fields.tsx";

interface RegistrationFormProps {
  token: string;
  title: string;
  lead: string;
  submitLabel: string;
  /** More fields of the flow (eID+: the legislation to identify under). */
  children?: ReactNode;
  /** What follows once the account exists and is logged in (eID+: the identification starts). */
  afterRegister?: () => Promise<void>;
}

/** The second half of a sign-up: names, password and terms for the confirmed address; logs the new user in. */
export function RegistrationForm({ token, title, lead, submitLabel, children, afterRegister }: RegistrationFormProps) {
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
      // Logged in at once; the guard moves the new user on to the dashboard unless the flow goes on elsewhere.
      {
        onSuccess: async ({ token: sessionToken }) => {
          session.logIn(sessionToken);
          await afterRegister?.();
        },
      },
    );
  };

  return (
    <AuthCard title={title} lead={lead}>
      {mutation.isError ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <PersonFields input={person} serverError={mutation.error} />
        {children}
        <CheckboxField label={<LegalLinksText i18nKey="legal_links.accept" />} checked={gtc} onChange={(event) => setGtc(event.target.checked)} error={gtcError} />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending || person.passwordCheck.status === "checking"}>
          {submitLabel}
        </Button>
      </form>
    </AuthCard>
  );
}
