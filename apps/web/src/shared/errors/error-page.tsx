import { useTranslation } from "react-i18next";
import { ErrorIllustration } from "./error-illustration.tsx";
import styles from "./error-page.module.css";

/** Spec §2: title, subtitle, a button to the site root and a 404-style illustration. */
export function ErrorPage({ title, subtitle }: { title?: string; subtitle?: string }) {
  const { t } = useTranslation();
  return (
    <main className={styles.page}>
      <ErrorIllustration />
      <h1 className={styles.title}>{title ?? t("errors.page.title")}</h1>
      <p className={styles.subtitle}>{subtitle ?? t("errors.page.subtitle")}</p>
      {/* A full page load: after an error the app's own state may be what is broken. */}
      <a className={styles.button} href="/">
        {t("errors.page.button")}
      </a>
    </main>
  );
}
