import { useTranslation } from "react-i18next";
import { Button } from "../../shared/ui/button/button.tsx";
import { useDialogs } from "../../shared/dialogs/dialog-manager.tsx";
import { signAfterTermsOfUse } from "../signing/terms-of-use-gate.ts";
import { useMabAvailability } from "./mab-api.ts";
import { useMobileAppSigning, type MobileAppSigningTarget } from "./use-mobile-app-signing.ts";
import styles from "./mobile-app-sign-button.module.css";

interface MobileAppSignButtonProps {
  target: MobileAppSigningTarget;
  /** The panel's own conditions (the confirmation ticked, the quality held, nothing else running). */
  disabled: boolean;
  /** The sender's terms of use: accepted in their dialog before the app is asked. */
  termsOfUse: string | null;
  /** Runs first (a guest's name is saved); false stops the signing. */
  beforeStart?: () => Promise<boolean>;
}

/**
 * The second way to confirm a signature: in the signer's mobile app instead of with a TAN. Shown
 * only where the server offers it (a provider is configured; for guests, the sender enables it).
 * A request with the sender's terms of use asks for their acceptance first, as the Sign button does.
 */
export function MobileAppSignButton({ target, disabled, termsOfUse, beforeStart }: MobileAppSignButtonProps) {
  const { t } = useTranslation();
  const availability = useMabAvailability(target.requestId);
  const flow = useMobileAppSigning(target);
  const dialogs = useDialogs();
  if (!availability.data?.isAvailable) return null;
  const start = async () => {
    if (beforeStart && !(await beforeStart())) return;
    signAfterTermsOfUse(dialogs.open, termsOfUse, (acceptedTermsOfUse) => void flow.start(acceptedTermsOfUse));
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
