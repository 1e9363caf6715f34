import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./business-welcome.module.css";

const STEPS = [
  { key: "profile", to: "/business/profile" },
  { key: "members", to: "/business/members" },
  { key: "settings", to: "/business/settings" },
  { key: "signer_groups", to: "/business/members/signer-groups" },
  { key: "activity", to: "/business/activity" },
] as const;

/** The admin's business pages, each with what it is for; the welcome page adds a line on each. */
export function BusinessLinks({ withDescriptions = false }: { withDescriptions?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.steps}>
      {STEPS.map((step) => (
        <li key={step.key} className={styles.step}>
          <Link to={step.to} className={styles.stepLink}>
            {t(`business_signup.welcome.steps.${step.key}.title`)}
          </Link>
          {withDescriptions ? <p className={styles.stepBody}>{t(`business_signup.welcome.steps.${step.key}.body`)}</p> : null}
        </li>
      ))}
    </ul>
  );
}
