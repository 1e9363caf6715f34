import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card } from "../../../shared/ui/card/card.tsx";
import styles from "./outcome-page.module.css";

/** The end of a signer's visit: what happened and the way back to the dashboard. */
export function OutcomePage({ kind }: { kind: "signed" | "declined" | "not_available" }) {
  const { t } = useTranslation();
  return (
    <Card narrow>
      <div className={`${styles.mark} ${styles[kind]}`} aria-hidden="true">
        {kind === "signed" ? "✓" : kind === "declined" ? "✕" : "?"}
      </div>
      <h1 className={styles.title}>{t(`signature_requests.outcome.${kind}.title`)}</h1>
      <p className={styles.lead}>{t(`signature_requests.outcome.${kind}.lead`)}</p>
      <Link to="/dashboard" className={styles.back}>
        {t("signature_requests.outcome.back")}
      </Link>
    </Card>
  );
}
