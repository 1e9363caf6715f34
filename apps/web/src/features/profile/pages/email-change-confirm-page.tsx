import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { confirmEmailChange } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { useSetUser } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { emailChangeFailureKey } from "../components/email-change-failure.ts";
import styles from "../components/profile.module.css";

/**
 * Spec §2 /profile/confirm: the link mailed to a new address (docs/account-email.md). The route
 * guard brings a logged-out visitor here again after the login; the token is sent once.
 */
export default function EmailChangeConfirmPage() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useLocation().search).get("token");
  const setUser = useSetUser();
  const confirm = useApiMutation(confirmEmailChange);
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    // A link works once: a second call (a remount in development) would only report it used.
    sent.current = true;
    confirm.mutate({ body: { token } }, { onSuccess: (updated) => setUser(updated) });
  }, [token, confirm, setUser]);

  const failureKey = isApiError(confirm.error) ? emailChangeFailureKey(confirm.error.code) : null;
  return (
    <>
      <h1>{t("titles.profile_confirm")}</h1>
      <Card>
        {!token ? <Alert tone="warning">{t("email_change.confirm.missing_token")}</Alert> : null}
        {token && (confirm.isIdle || confirm.isPending) ? (
          <p className={styles.busy}>
            <Spinner size="sm" /> {t("email_change.confirm.working")}
          </p>
        ) : null}
        {confirm.isSuccess ? (
          <Alert tone="success" title={t("email_change.confirm.done_title")}>
            {t("email_change.confirm.done", { email: confirm.data.email })}
          </Alert>
        ) : null}
        {confirm.isError ? (
          <Alert tone="error" title={t("email_change.confirm.failed_title")}>
            {failureKey ? t(failureKey) : describeError(confirm.error, t)}
          </Alert>
        ) : null}
        {!token || confirm.isSuccess || confirm.isError ? (
          <div className={styles.links}>
            <Link to="/profile/settings">{t("email_change.confirm.to_settings")}</Link>
            <Link to="/dashboard">{t("email_change.confirm.to_dashboard")}</Link>
          </div>
        ) : null}
      </Card>
    </>
  );
}
