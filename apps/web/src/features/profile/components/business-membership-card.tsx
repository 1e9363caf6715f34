import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { UserBusiness } from "@paraph/contracts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import styles from "./profile.module.css";

/** The profile's business section: which business, in which role, and the way out of it. */
export function BusinessMembershipCard({ business }: { business: UserBusiness }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  return (
    <Card>
      <h2>{t("business.profile.title")}</h2>
      <dl className={styles.facts}>
        <dt>{t("profile.name")}</dt>
        <dd>{business.name}</dd>
        <dt>{t("business.profile.role")}</dt>
        <dd>{t(business.isAdmin ? "business.profile.roles.admin" : "business.profile.roles.member")}</dd>
      </dl>
      {business.isAdmin ? (
        <div className={styles.links}>
          <Link to="/business/profile">{t("business.profile.open_profile")}</Link>
        </div>
      ) : null}
      <p>{t("business.leave.explanation")}</p>
      <Button kind="secondary" color="error" onClick={() => dialogs.open("profile/leave-business", { businessName: business.name })}>
        {t("business.leave.title")}
      </Button>
    </Card>
  );
}
