import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import styles from "./business-profile.module.css";

/** The business profile and its AES-for-business declaration, side by side. */
export function ProfileNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t("titles.business_profile")}>
      <NavLink to="/business/profile" end>
        {t("business_profile.nav.profile")}
      </NavLink>
      <NavLink to="/business/profile/aes-for-business">{t("business_profile.nav.aes")}</NavLink>
    </nav>
  );
}
