import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useServices } from "../../shared/services/services-context.tsx";
import { HIDE_STAGING_ALERT_KEY, readRuntimeMode, shouldShowTestSystemFrame } from "../../shared/system/runtime-mode.ts";
import styles from "./test-system-frame.module.css";

/** Spec §2: four border strips and a label, so nobody mistakes a test system for the real one. */
export function TestSystemFrame() {
  const { t } = useTranslation();
  const { localStorage } = useServices();
  const [visible, setVisible] = useState(() => shouldShowTestSystemFrame(readRuntimeMode(), localStorage));
  if (!visible) return null;
  return (
    <div className={styles.frame} data-testid="test-system-frame">
      <div className={`${styles.strip} ${styles.top}`} />
      <div className={`${styles.strip} ${styles.right}`} />
      <div className={`${styles.strip} ${styles.bottom}`} />
      <div className={`${styles.strip} ${styles.left}`} />
      <div className={styles.label}>
        <span>{t("shell.test_system")}</span>
        <button
          type="button"
          className={styles.hide}
          onClick={() => {
            localStorage.set(HIDE_STAGING_ALERT_KEY, "true");
            setVisible(false);
          }}
        >
          {t("shell.hide_test_system")}
        </button>
      </div>
    </div>
  );
}
