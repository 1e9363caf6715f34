import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { ConfirmedSignupLink } from "../../../entities/accounts/signup/confirmed-signup-link.tsx";
import { RegistrationForm } from "../components/registration-form.tsx";

/** The second half of the sign-up: the confirmation link's token, then names, password and terms. */
export default function SignupStepsPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  return (
    <ConfirmedSignupLink token={token} title={t("signup.steps.title")} retryPath="/signup">
      {(email) => <RegistrationForm token={token} title={t("signup.steps.title")} lead={t("signup.steps.lead", { email })} submitLabel={t("signup.steps.submit")} />}
    </ConfirmedSignupLink>
  );
}

