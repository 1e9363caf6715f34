import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import styles from "./business-members.module.css";

/** The pages about the business's people, side by side. */
export function MembersNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t("titles.business_members")}>
      <NavLink to="/business/members" end>
        {t("business_members.nav.members")}
      </NavLink>
      <NavLink to="/business/members/domains">{t("business_members.nav.domains")}</NavLink>
      <NavLink to="/business/seals">{t("business_members.nav.seals")}</NavLink>
    </nav>
  );
}
