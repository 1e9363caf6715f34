import { useEffect, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isSupportedLanguage, validConfirmation } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";

const LINK_ERRORS = ["token_invalid", "token_expired", "token_used", "validation_failed"];

/**
 * The second half of a sign-up: checks the confirmation link's token (the language chosen here
 * becomes the account's), and shows the form for the confirmed address, or why the link cannot be
 * used with a way to request a new one.
 */
export function ConfirmedSignupLink({
  token,
  title,
  retryPath,
  children,
}: {
  token: string;
  title: string;
  retryPath: string;
  children: (email: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
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
        <Link to={retryPath}>{t("signup.mail_sent.retry")}</Link>
      </AuthCard>
    );
  }
  if (confirmation.isError) {
    return (
      <AuthCard title={title}>
        <Alert tone="error">{describeError(confirmation.error, t)}</Alert>
      </AuthCard>
    );
  }
  if (!confirmation.data) {
    return (
      <AuthCard title={title}>
        <Spinner size="lg" label={t("common.loading")} />
      </AuthCard>
    );
  }
  return <>{children(confirmation.data.email)}</>;
}
