import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { isSupportedLanguage, isValidPhone, register, validConfirmation } from "@paraph/contracts";
import { describeError, hasFieldError } from "../../../shared/api/describe-error.ts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { AuthCard } from "../components/auth-card.tsx";
import styles from "../components/auth-card.module.css";
import { readReferralCode } from "../components/login-email.ts";
import { NewPasswordField } from "../../../shared/ui/password/new-password-field.tsx";
import { usePasswordCheck } from "../../../shared/ui/password/use-password-check.ts";

const LINK_ERRORS = ["token_invalid", "token_expired", "token_used", "validation_failed"];

/** The second half of the sign-up: the confirmation link's token, then names, password and terms. */
export default function SignupStepsPage() {
  const { t, i18n } = useTranslation();
  const token = new URLSearchParams(useLocation().search).get("token") ?? "";
  const confirmation = useApiMutation(validConfirmation);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : undefined;
  const { mutate: confirm } = confirmation;

  useEffect(() => {
    if (token) confirm({ body: { token, language } });
  }, [token, language, confirm]);

  if (!token || (confirmation.isError && isApiError(confirmation.error) && LINK_ERRORS.includes(confirmation.error.code))) {
    const code = isApiError(confirmation.error) ? confirmation.error.code : "token_invalid";
    return (
      <AuthCard title={t("signup.steps.link_problem")}>
        <Alert tone="error">{code === "token_expired" || code === "token_used" ? t(`errors.api.${code}`) : t("errors.api.token_invalid")}</Alert>
        <Link to="/signup">{t("signup.mail_sent.retry")}</Link>
      </AuthCard>
    );
  }
  if (confirmation.isError) {
    return (
      <AuthCard title={t("signup.steps.title")}>
        <Alert tone="error">{describeError(confirmation.error, t)}</Alert>
      </AuthCard>
    );
  }
  if (!confirmation.data) {
    return (
      <AuthCard title={t("signup.steps.title")}>
        <Spinner size="lg" label={t("common.loading")} />
      </AuthCard>
    );
  }
  return <RegistrationForm token={token} email={confirmation.data.email} />;
}

function RegistrationForm({ token, email }: { token: string; email: string }) {
  const { t, i18n } = useTranslation();
  const { localStorage } = useServices();
  const session = useSession();
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const [password, setPassword] = useState("");
  const [mobile, setMobile] = useState("");
  const [gtc, setGtc] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const passwordCheck = usePasswordCheck(password, token);
  const mutation = useApiMutation(register);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (firstName.trim() === "") found.firstName = t("validation.required");
    if (lastName.trim() === "") found.lastName = t("validation.required");
    if (mobile.trim() !== "" && !isValidPhone(mobile.trim())) found.mobile = t("validation.phone");
    if (!gtc) found.gtc = t("signup.steps.gtc_required");
    if (password === "") found.password = t("validation.required");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!(await passwordCheck.checkNow())) return;
    const referral = readReferralCode(localStorage);
    mutation.mutate(
      {
        body: {
          token,
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          password,
          gtc: true,
          lang: isSupportedLanguage(i18n.language) ? i18n.language : undefined,
          mobile: mobile.trim() || undefined,
          celloUCC: referral ?? undefined,
        },
      },
      // Logged in at once; the guard moves the new user on to the dashboard.
      { onSuccess: ({ token: sessionToken }) => session.logIn(sessionToken) },
    );
  };

  const serverFieldError = (field: string) => (hasFieldError(mutation.error, field) ? t("validation.invalid") : null);

  return (
    <AuthCard title={t("signup.steps.title")} lead={t("signup.steps.lead", { email })}>
      {mutation.isError ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.row}>
          <TextField
            label={t("fields.first_name")}
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={errors.firstName ?? serverFieldError("firstName")}
            required
            maxLength={100}
          />
          <TextField
            label={t("fields.last_name")}
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={errors.lastName ?? serverFieldError("lastName")}
            required
            maxLength={100}
          />
        </div>
        <NewPasswordField label={t("fields.password")} value={password} onChange={setPassword} check={passwordCheck} error={errors.password} />
        <TextField
          label={t("fields.mobile")}
          type="tel"
          autoComplete="tel"
          value={mobile}
          onChange={(event) => setMobile(event.target.value)}
          error={errors.mobile ?? serverFieldError("mobile")}
          hint={t("fields.mobile_hint")}
          optionalLabel={t("fields.optional")}
        />
        <CheckboxField label={t("signup.steps.gtc")} checked={gtc} onChange={(event) => setGtc(event.target.checked)} error={errors.gtc} />
        <Button type="submit" size="lg" fullWidth loading={mutation.isPending || passwordCheck.status === "checking"}>
          {t("signup.steps.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
