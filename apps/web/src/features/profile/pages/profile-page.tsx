import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { isSupportedLanguage } from "@paraph/contracts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { useOverlays } from "../../../shared/overlays/overlay-manager.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { LANGUAGE_NAMES } from "../../../shared/i18n/language-names.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { BusinessMembershipCard } from "../components/business-membership-card.tsx";
import { getHighestQuality } from "../components/highest-quality.ts";
import styles from "../components/profile.module.css";
import { CONTINUE_DELETION } from "../overlays/delete-user-continue.ts";

export default function ProfilePage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const dialogs = useDialogs();
  const overlays = useOverlays();
  if (!user) return null;
  const language = isSupportedLanguage(i18n.language) ? i18n.language : "en-gb";
  const quality = getHighestQuality(user);

  return (
    <>
      <h1>{t("titles.profile")}</h1>
      <Card>
        <h2>{t("profile.account")}</h2>
        <dl className={styles.facts}>
          <dt>{t("profile.name")}</dt>
          <dd>{`${user.firstName} ${user.lastName}`}</dd>
          <dt>{t("fields.email")}</dt>
          <dd>
            {user.email} {user.emailVerified ? <span className={styles.badge}>{t("profile.verified")}</span> : null}
          </dd>
          <dt>{t("fields.mobile")}</dt>
          <dd>{user.attributes.mobile ?? "—"}</dd>
          <dt>{t("fields.language")}</dt>
          <dd>{LANGUAGE_NAMES[user.attributes.lang]}</dd>
          <dt>{t("profile.highest_quality")}</dt>
          <dd>
            <span className={`${styles.quality} ${styles[`quality-${quality}`]}`}>{t(`profile.qualities.${quality}`)}</span>
          </dd>
          <dt>{t("profile.member_since")}</dt>
          <dd>{formatDateTime(user.createdAt, language)}</dd>
        </dl>
        <div className={styles.links}>
          <Link to="/profile/settings">{t("titles.profile_settings")}</Link>
          <Link to="/profile/change-password">{t("titles.change_password")}</Link>
          <Link to="/profile/visual-signature">{t("titles.visual_signature")}</Link>
          <Link to="/profile/signature-standards">{t("titles.signature_standards")}</Link>
        </div>
      </Card>
      {user.business ? <BusinessMembershipCard business={user.business} /> : null}
      <Card>
        <h2>{t("profile.danger_zone")}</h2>
        <p>{t("profile.delete_explanation")}</p>
        <Button
          kind="secondary"
          color="error"
          onClick={() =>
            // First what the deletion removes and what others keep, then the password.
            overlays.open("delete-user", {}, (_action, payload) => {
              if (payload === CONTINUE_DELETION) dialogs.open("profile/delete-account");
            })
          }
        >
          {t("dialogs.delete_account.title")}
        </Button>
      </Card>
    </>
  );
}
