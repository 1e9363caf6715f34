import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { isSupportedLanguage, registerBusiness } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { readReferralCode } from "../../../entities/accounts/signup/referral-code.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";
import { ConfirmedSignupLink } from "../../../entities/accounts/signup/confirmed-signup-link.tsx";
import { PersonFields, usePersonInput } from "../../../entities/accounts/signup/person-fields.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { BusinessDetailsFields, useBusinessDetailsInput } from "../components/business-details-fields.tsx";
import detailsStyles from "../components/business-details.module.css";

/** /business/signup/steps: the confirmation link lands here; the account and the business are created together. */
export default function BusinessSignupStepsPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  return (
    <ConfirmedSignupLink token={token} title={t("titles.business_signup_steps")} retryPath="/business/signup">
      {(email) => <BusinessRegistrationForm token={token} email={email} />}
    </ConfirmedSignupLink>
  );
}

function BusinessRegistrationForm({ token, email }: { token: string; email: string }) {
  const { t, i18n } = useTranslation();
  const { localStorage } = useServices();
  const session = useSession();
  const navigate = useNavigate();
  const person = usePersonInput(token);
  const details = useBusinessDetailsInput();
  const [submitted, setSubmitted] = useState(false);
  const mutation = useApiMutation(registerBusiness);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const detailsValid = details.validate();
    if (!(await person.validate()) || !detailsValid) return;
    const business = details.body();
    mutation.mutate(
      {
        body: {
          token,
          ...person.body(),
          // One set of terms: accepting them for the business accepts them for the account too.
          gtc: business.gtc_accepted,
          lang: isSupportedLanguage(i18n.language) ? i18n.language : undefined,
          celloUCC: readReferralCode(localStorage) ?? undefined,
          business,
        },
      },
      {
        // The new session's user loads behind a spinner, so the guard sees the admin on the welcome page.
        onSuccess: ({ token: sessionToken }) => {
          setSubmitted(true);
          session.logIn(sessionToken);
          void navigate("/business/welcome", { replace: true });
        },
      },
    );
  };

  return (
    <AuthCard title={t("titles.business_signup_steps")} lead={t("business_signup.steps.lead", { email })}>
      {mutation.isError ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={detailsStyles.fieldset}>
          <legend className={detailsStyles.legend}>{t("business_signup.steps.you")}</legend>
          <PersonFields input={person} serverError={mutation.error} />
        </fieldset>
        <BusinessDetailsFields input={details} serverError={mutation.error} fieldPrefix="business." />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending || submitted || person.passwordCheck.status === "checking"}>
          {t("business_signup.steps.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
