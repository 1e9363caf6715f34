import { useEffect } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Identification } from "@paraph/contracts";
import { describeError } from "../../shared/api/describe-error.ts";
import { useOverlays } from "../../shared/overlays/overlay-manager.tsx";
import { Alert } from "../../shared/ui/alert/alert.tsx";
import { Button } from "../../shared/ui/button/button.tsx";
import { Spinner } from "../../shared/ui/spinner/spinner.tsx";
import { identificationKeys, useIdentification, type IdentificationCalls } from "./identification-api.ts";
import { isOngoing, type IdentificationWay } from "./identification-methods.ts";
import { IdentificationOutcome } from "./identification-outcome.tsx";
import styles from "./identification.module.css";

interface IdentificationRunProps {
  way: IdentificationWay;
  calls: IdentificationCalls;
  scope: string;
  /** The request the identification is for, sent along when it starts. */
  requestId?: string;
  /** This page, where the identity provider sends the person back. */
  returnPath: string;
  /** The address the owner confirms a cancellation with. */
  email: string;
  /** The ways of this legislation. */
  choicePath: string;
  /** Where to sign once identified. */
  continuePath: string;
  continueLabel: string;
}

/**
 * One identification with a partner (spec §3 Identification): start it at the identity provider
 * (the browser goes to its page and comes back here), watch its status (spec §4's ident status,
 * polled every 5 seconds while it runs), cancel it, say how it ended, and go on once confirmed.
 */
export function IdentificationRun({ way, calls, scope, requestId, returnPath, email, choicePath, continuePath, continueLabel }: IdentificationRunProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useIdentification(calls, scope, way);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["identification", scope] });
  const start = useMutation({
    mutationFn: () => calls.start(way, { returnPath, ...(requestId ? { signatureRequestId: requestId } : {}) }),
    onSuccess: (identification) => {
      queryClient.setQueryData(identificationKeys.way(scope, way), identification);
      // The person identifies on the provider's page, which sends them back here.
      if (identification.identUrl) window.location.assign(identification.identUrl);
      else refresh();
    },
  });
  const cancel = useMutation({ mutationFn: () => calls.cancel(way, email), onSuccess: refresh });
  useSerialNumberMismatch(current.data ?? null);

  if (current.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  const identification = current.data ?? null;
  const status = identification?.identStatus ?? "none";
  const canStart = !identification || status === "failure" || status === "cancelled";

  return (
    <section className={styles.panel} aria-live="polite">
      {identification?.isDemo ? <Alert tone="info">{t("identification.run.demo")}</Alert> : null}
      <p data-status={status}>{t(`identification.run.statuses.${status}`)}</p>
      {identification ? <IdentificationOutcome identification={identification} /> : null}
      {current.isError ? <Alert tone="error">{describeError(current.error, t)}</Alert> : null}
      {start.isError ? <Alert tone="error">{describeError(start.error, t)}</Alert> : null}
      {cancel.isError ? <Alert tone="error">{describeError(cancel.error, t)}</Alert> : null}
      <div className={styles.actions}>
        {canStart ? (
          <Button color="qes" loading={start.isPending} onClick={() => start.mutate()}>
            {identification ? t("identification.run.retry") : t("identification.run.start")}
          </Button>
        ) : null}
        {isOngoing(identification) && identification?.identUrl ? <a href={identification.identUrl}>{t("identification.run.continue_at_provider")}</a> : null}
        {isOngoing(identification) ? (
          <Button kind="secondary" loading={cancel.isPending} onClick={() => cancel.mutate()}>
            {t("identification.run.cancel")}
          </Button>
        ) : null}
        {status === "activatingQES" ? <Link to={continuePath}>{continueLabel}</Link> : null}
        {!isOngoing(identification) && status !== "activatingQES" ? <Link to={choicePath}>{t("identification.run.other_way")}</Link> : null}
      </div>
    </section>
  );
}

/** Spec §2 serial-number-mismatch overlay: the identification named someone other than the identity already on the account. */
function useSerialNumberMismatch(identification: Identification | null) {
  const overlays = useOverlays();
  const mismatchId = identification?.outcome === "serial_number_mismatch" ? identification.id : null;
  const identity = identification?.identity ?? null;
  useEffect(() => {
    if (!mismatchId) return;
    overlays.open("serial-number-mismatch", { identificationId: mismatchId, identityName: identity ? `${identity.firstName} ${identity.lastName}` : "" });
    // Once per identification that ended so.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mismatchId]);
}
