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
      <ListSection id={`${request.id}-deleted`} title={t("profile.delete_user.deleted_title")} items={DELETED.map((item) => t(`profile.delete_user.deleted.${item}`))} />
      <ListSection id={`${request.id}-kept`} title={t("profile.delete_user.kept_title")} items={KEPT.map((item) => t(`profile.delete_user.kept.${item}`))} />
      {business ? <p>{t("profile.delete_user.business", { business: business.name })}</p> : null}
    </OverlayFrame>
  );
}

/** A headed list, named by its heading for assistive technology. */
function ListSection({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}
