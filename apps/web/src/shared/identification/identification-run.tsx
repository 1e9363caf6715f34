import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { describeError } from "../api/describe-error.ts";
import { Alert } from "../ui/alert/alert.tsx";
import { Button } from "../ui/button/button.tsx";
import { Spinner } from "../ui/spinner/spinner.tsx";
import { identificationKeys, useIdentification, type IdentificationCalls } from "../guest/identification-api.ts";
import { identStatusOf, isOngoing, type IdentificationWay } from "../guest/identification-methods.ts";
import styles from "./identification.module.css";

interface IdentificationRunProps {
  way: IdentificationWay;
  calls: IdentificationCalls;
  scope: string;
  /** The request the identification is for, sent along when it starts. */
  signatureRequestId?: string;
  /** The address the owner confirms a cancellation with. */
  email: string;
  /** The ways of this legislation. */
  choicePath: string;
  /** Where to sign once identified. */
  continuePath: string;
  continueLabel: string;
}

/**
 * One identification with a partner (spec §3 Identification): start it, watch its status (spec
 * §4's ident status, polled every 5 seconds while it runs), cancel it, and go on once confirmed.
 */
export function IdentificationRun({ way, calls, scope, signatureRequestId, email, choicePath, continuePath, continueLabel }: IdentificationRunProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = useIdentification(calls, scope, way);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["identification", scope] });
  const start = useMutation({
    mutationFn: () => calls.start(way, signatureRequestId),
    onSuccess: (identification) => {
      queryClient.setQueryData(identificationKeys.way(scope, way), identification);
      refresh();
    },
  });
  const cancel = useMutation({ mutationFn: () => calls.cancel(way, email), onSuccess: refresh });

  if (current.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  const identification = current.data ?? null;
  const status = identification ? identStatusOf(identification.status) : "none";
  const canStart = !identification || status === "failure" || status === "cancelled";

  return (
    <section className={styles.panel} aria-live="polite">
      <Alert tone="info">{t("identification.run.demo")}</Alert>
      <p data-status={status}>{t(`identification.run.statuses.${status}`)}</p>
      {status === "failure" ? <Alert tone="warning">{t("identification.run.failure_help")}</Alert> : null}
      {current.isError ? <Alert tone="error">{describeError(current.error, t)}</Alert> : null}
      {start.isError ? <Alert tone="error">{describeError(start.error, t)}</Alert> : null}
      {cancel.isError ? <Alert tone="error">{describeError(cancel.error, t)}</Alert> : null}
      <div className={styles.actions}>
        {canStart ? (
          <Button color="qes" loading={start.isPending} onClick={() => start.mutate()}>
            {identification ? t("identification.run.retry") : t("identification.run.start")}
          </Button>
        ) : null}
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
