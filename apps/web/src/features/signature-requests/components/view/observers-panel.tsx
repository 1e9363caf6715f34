import { useTranslation } from "react-i18next";
import { removeObserver, type SignatureRequestView } from "@paraph/contracts";
import { describeError } from "../../../../shared/api/describe-error.ts";
import { useDialogs } from "../../../../shared/dialogs/dialog-manager.tsx";
import { Button } from "../../../../shared/ui/button/button.tsx";
import { useSession } from "../../../../shared/session/use-session.ts";
import { useSnackbar } from "../../../../shared/ui/snackbar/snackbar-context.tsx";
import { useRequestMutation } from "../../api/request-mutations.ts";
import styles from "../../../../entities/signature-requests/view.module.css";

/** Observers read the request and hear of its progress; the owner adds and removes them. */
export function ObserversPanel({ request }: { request: SignatureRequestView }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const remove = useRequestMutation(removeObserver);
  const ownEmail = useSession().user?.email.toLowerCase();
  const canRemove = request.allowedActions.includes("remove_observer");
  const canAdd = request.allowedActions.includes("add_observer");
  if (request.observers.length === 0 && !canAdd) return null;

  return (
    <section className={styles.panel} aria-labelledby="observers-heading">
      <h2 id="observers-heading">{t("signature_requests.view.observers.title")}</h2>
      {request.observers.length === 0 ? <p className={styles.muted}>{t("signature_requests.view.observers.none")}</p> : null}
      <ul className={styles.people}>
        {request.observers.map((observer) => (
          <li key={observer.id} className={styles.personRow}>
            <span className={styles.personName}>{observer.email}</span>
            {canRemove && observer.email.toLowerCase() === ownEmail ? (
              <Button kind="text" size="xs" onClick={() => dialogs.open("general/stop-self-observe", { requestId: request.id, observerId: observer.id })}>
                {t("signature_requests.view.observers.stop_observing")}
              </Button>
            ) : canRemove ? (
              <Button
                kind="text"
                size="xs"
                color="error"
                disabled={remove.isPending}
                aria-label={t("signature_requests.view.observers.remove_named", { email: observer.email })}
                onClick={() =>
                  remove.mutate(
                    { params: { id: request.id, observerId: observer.id } },
                    { onError: (error) => snackbar.show({ message: describeError(error, t), color: "error" }) },
                  )
                }
              >
                {t("signature_requests.view.observers.remove")}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canAdd ? (
        <Button kind="secondary" size="sm" onClick={() => dialogs.open("document/add-observer", { requestId: request.id })}>
          {t("signature_requests.view.observers.add")}
        </Button>
      ) : null}
    </section>
  );
}
