import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DEFAULT_SIGNER_GROUP_LIMITS } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { signerGroupsQueryOptions } from "../../../entities/signer-groups/signer-groups-api.ts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { useOverlays } from "../../../shared/overlays/overlay-manager.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import styles from "../components/signer-groups.module.css";

/** /business/members/signer-groups: the business's signer groups for its admins to keep. */
export default function SignerGroupsPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const dialogs = useDialogs();
  const overlays = useOverlays();
  const list = useQuery(signerGroupsQueryOptions(api));
  const groups = list.data?.groups ?? [];
  // Spec §9: no groups may be made until the business's limits have loaded.
  const limits = list.data?.limits ?? DEFAULT_SIGNER_GROUP_LIMITS;
  const isFull = groups.length >= limits.maxGroups;

  return (
    <>
      <div className={styles.pageHead}>
        <h1>{t("titles.business_signer_groups")}</h1>
        <Button disabled={isFull} onClick={() => overlays.open("create-signer-group")}>
          {t("signer_groups.new")}
        </Button>
      </div>
      <p className={styles.lead}>{t("signer_groups.lead")}</p>
      {list.isSuccess ? (
        <p className={styles.muted}>{t("signer_groups.limits", { count: groups.length, maxGroups: limits.maxGroups, maxParticipants: limits.maxParticipants })}</p>
      ) : null}
      {list.isSuccess && isFull ? <Alert tone="info">{t("signer_groups.limit_reached")}</Alert> : null}
      {list.isPending ? <Spinner /> : null}
      {list.isError ? <Alert tone="error">{describeError(list.error, t)}</Alert> : null}
      {list.isSuccess && groups.length === 0 ? <p className={styles.muted}>{t("signer_groups.empty")}</p> : null}
      {groups.length > 0 ? (
        <ul className={styles.list} aria-label={t("signer_groups.list_label")}>
          {groups.map((group) => (
            <li key={group.id} className={styles.row}>
              <span className={styles.rowText}>
                <strong>{group.name}</strong>
                <span className={styles.muted}>{t("signer_groups.people", { count: group.participantCount })}</span>
              </span>
              <span className={styles.actions}>
                <Button kind="secondary" size="sm" aria-label={t("signer_groups.edit_label", { name: group.name })} onClick={() => overlays.open("create-signer-group", { groupId: group.id })}>
                  {t("signer_groups.edit")}
                </Button>
                <Button
                  kind="text"
                  color="error"
                  size="sm"
                  aria-label={t("signer_groups.delete_label", { name: group.name })}
                  onClick={() => dialogs.open("signer-group/delete-signer-group", { groupId: group.id, name: group.name })}
                >
                  {t("signer_groups.delete")}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
