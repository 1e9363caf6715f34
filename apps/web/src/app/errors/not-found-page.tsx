import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { ErrorIllustration } from "../../shared/errors/error-illustration.tsx";
import styles from "../../shared/errors/error-page.module.css";

/** Spec §2: any unknown path (and a page the user's role may not see) shows "Page Not Found" plus the path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div className={styles.page}>
      <ErrorIllustration />
      <h1 className={styles.title}>{t("errors.not_found.title")}</h1>
      <p className={styles.subtitle}>
        {t("errors.not_found.status")} <code className={styles.path}>{pathname}</code>
      </p>
      <Link className={styles.button} to="/">
        {t("errors.page.button")}
      </Link>
    </div>
  );
}
