import { useTranslation } from "react-i18next";
import { Button } from "../ui/button/button.tsx";
import { useMabAvailability } from "../api/mab-api.ts";
import { useMobileAppSigning, type MobileAppSigningTarget } from "./use-mobile-app-signing.ts";
import styles from "./mobile-app-sign-button.module.css";

interface MobileAppSignButtonProps {
  target: MobileAppSigningTarget;
  /** The panel's own conditions (the confirmation ticked, the quality held, nothing else running). */
  disabled: boolean;
  /** Runs first (a guest's name is saved); false stops the signing. */
  beforeStart?: () => Promise<boolean>;
}

/**
 * The second way to confirm a signature: in the signer's mobile app instead of with a TAN. Shown
 * only where the server offers it (a provider is configured; for guests, the sender enables it).
 */
export function MobileAppSignButton({ target, disabled, beforeStart }: MobileAppSignButtonProps) {
  const { t } = useTranslation();
  const availability = useMabAvailability(target.requestId);
  const flow = useMobileAppSigning(target);
  if (!availability.data?.isAvailable) return null;
  const start = async () => {
    if (beforeStart && !(await beforeStart())) return;
    await flow.start();
  };
  return (
    <div className={styles.choice}>
      <p className={styles.or}>{t("mab.sign.or")}</p>
      <Button kind="secondary" fullWidth loading={flow.isStarting} disabled={disabled} onClick={() => void start()}>
        {t("mab.sign.button")}
      </Button>
      <p className={styles.hint}>{availability.data.isDemo ? t("mab.sign.hint_demo") : t("mab.sign.hint")}</p>
    </div>
  );
}
