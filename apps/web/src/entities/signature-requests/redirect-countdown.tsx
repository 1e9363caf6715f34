import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../shared/ui/alert/alert.tsx";
import { Button } from "../../shared/ui/button/button.tsx";
import { leaveTo, type LeaveTo } from "../../shared/lib/leave-to.ts";
import type { ChosenRedirect } from "./redirect-rules.ts";
import styles from "./view.module.css";

interface RedirectCountdownProps {
  redirect: ChosenRedirect;
  seconds: number;
  leave?: LeaveTo;
  /** What happened, when the page says it better than the reason's standard words. */
  title?: string;
}

/** Spec §4/§5: counts down visibly, then leaves to the URL; 0 seconds leaves at once. */
export function RedirectCountdown({ redirect, seconds, leave = leaveTo, title }: RedirectCountdownProps) {
  const { t } = useTranslation();
  const [remaining, setRemaining] = useState(seconds);
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    if (cancelled) return;
    if (remaining <= 0) {
      leave(redirect.url);
      return;
    }
    const timer = setTimeout(() => setRemaining((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining, cancelled, leave, redirect.url]);

  if (seconds === 0 || cancelled) return null;
  return (
    <div className={styles.countdown}>
      <Alert tone="info" title={title ?? t(`signature_requests.redirect.${redirect.reason}`)}>
        <p className={styles.countdownText} aria-live="polite">
          {t("signature_requests.redirect.countdown", { seconds: String(remaining), host: new URL(redirect.url).host })}
        </p>
        <div className={styles.countdownActions}>
          <Button size="sm" onClick={() => leave(redirect.url)}>
            {t("signature_requests.redirect.now")}
          </Button>
          <Button size="sm" kind="text" onClick={() => setCancelled(true)}>
            {t("signature_requests.redirect.stay")}
          </Button>
        </div>
      </Alert>
    </div>
  );
}
