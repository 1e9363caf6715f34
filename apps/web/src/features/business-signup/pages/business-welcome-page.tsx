import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { BusinessLinks } from "../components/business-links.tsx";
import styles from "../components/business-welcome.module.css";

/** /business/welcome: where a new business's admin lands, with the next steps. */
export default function BusinessWelcomePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const business = useCurrentBusiness();
  return (
    <section className={styles.welcome}>
      <h1>{t("business_signup.welcome.greeting", { name: user?.firstName || user?.email || "" })}</h1>
      <p className={styles.lead}>{t("business_signup.welcome.lead", { business: business?.name ?? "" })}</p>
      <BusinessLinks withDescriptions />
      <p>
        <Link to="/business/dashboard">{t("business_signup.welcome.dashboard")}</Link>
      </p>
    </section>
  );
}
