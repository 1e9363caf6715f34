import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SignatureRequestView } from "@paraph/contracts";
import { describeError } from "../../shared/api/describe-error.ts";
import { Button } from "../../shared/ui/button/button.tsx";
import { GuestDownload } from "./guest-download.tsx";
import styles from "./guest.module.css";

function Outcome({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={`${styles.panel} ${styles.outcome}`} aria-labelledby="guest-outcome-heading">
      <h1 id="guest-outcome-heading">{title}</h1>
      {children}
    </section>
  );
}

/**
 * After signing. Completion ends the link, so the signed documents are offered here only while
 * others still have to sign; the completion mail brings them otherwise.
 */
export function SignedOutcome({ request, isCompleted, token }: { request: SignatureRequestView | null; isCompleted: boolean; token: string }) {
  const { t } = useTranslation();
  const isStillOpen = request?.status === "open" && !isCompleted;
  return (
    <Outcome title={t("direct_sign.signed.title")}>
      <p>
        {isCompleted && request
          ? t("direct_sign.signed.body_completed", { title: request.title })
          : isStillOpen
            ? t("direct_sign.signed.body_open", { title: request.title })
            : t("direct_sign.signed.body_closed")}
      </p>
      {isStillOpen ? <GuestDownload request={request} token={token} /> : null}
    </Outcome>
  );
}

export function DeclinedOutcome() {
  const { t } = useTranslation();
  return (
    <Outcome title={t("direct_sign.declined.title")}>
      <p>{t("direct_sign.declined.body")}</p>
    </Outcome>
  );
}

/** A dead link: said plainly, in the guest's language, instead of a 404 page. */
export function UnavailableOutcome() {
  const { t } = useTranslation();
  return (
    <Outcome title={t("direct_sign.unavailable.title")}>
      <p>{t("direct_sign.unavailable.body")}</p>
      <p className={styles.muted}>{t("direct_sign.unavailable.hint")}</p>
    </Outcome>
  );
}

/** An embedded signing link that cannot be opened (expired, used already): the host page must make a new one. */
export function ClosedLinkOutcome({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <Outcome title={t("direct_sign.embedded.closed_title")}>
      <p>{describeError(error, t)}</p>
      <p className={styles.muted}>{t("direct_sign.embedded.closed_hint")}</p>
    </Outcome>
  );
}

export function FailedOutcome({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Outcome title={t("direct_sign.failed.title")}>
      <p>{describeError(error, t)}</p>
      <div>
        <Button kind="secondary" onClick={onRetry}>
          {t("direct_sign.failed.retry")}
        </Button>
      </div>
    </Outcome>
  );
}
