import { useTranslation } from "react-i18next";
import { OverlayFrame } from "../../../shared/overlays/overlay-frame.tsx";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Button } from "../../../shared/ui/button/button.tsx";
import { CONTINUE_DELETION } from "./delete-user-continue.ts";
import styles from "./delete-user-overlay.module.css";

/** What the account's deletion takes with it (the rows that go with the user in the database). */
const DELETED = ["account", "requests", "documents", "visual_signatures", "contacts", "identification"] as const;
/** What stays with other people. */
const KEPT = ["signed", "received", "their_requests"] as const;

/**
 * delete-user: before the password is asked for, says what deleting the account removes and what
 * others keep. Cancel closes it; Continue closes it with {@link CONTINUE_DELETION} for the opener.
 */
export default function DeleteUserOverlay({ request, runAction, isLoading }: OverlayComponentProps) {
  const { t } = useTranslation();
  const business = useSession().user?.business ?? null;
  return (
    <OverlayFrame
      overlayId={request.id}
      tone="warning"
      title={t("profile.delete_user.title")}
      actions={
        <>
          <Button kind="secondary" disabled={isLoading} onClick={() => void runAction("complete")}>
            {t("common.cancel")}
          </Button>
          <Button color="error" loading={isLoading} onClick={() => void runAction("complete", CONTINUE_DELETION)}>
            {t("profile.delete_user.continue")}
          </Button>
        </>
      }
    >
      <p>{t("profile.delete_user.lead")}</p>
      <section className={styles.section} aria-labelledby={`${request.id}-deleted`}>
        <h3 id={`${request.id}-deleted`}>{t("profile.delete_user.deleted_title")}</h3>
        <ul>
          {DELETED.map((item) => (
            <li key={item}>{t(`profile.delete_user.deleted.${item}`)}</li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby={`${request.id}-kept`}>
        <h3 id={`${request.id}-kept`}>{t("profile.delete_user.kept_title")}</h3>
        <ul>
          {KEPT.map((item) => (
            <li key={item}>{t(`profile.delete_user.kept.${item}`)}</li>
          ))}
        </ul>
      </section>
      {business ? <p>{t("profile.delete_user.business", { business: business.name })}</p> : null}
    </OverlayFrame>
  );
}
