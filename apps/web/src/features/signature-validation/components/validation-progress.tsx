import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./validation.module.css";

/** While the server checks the file: the answer comes in one piece, so the bar shows activity, not a share. */
export function ValidationProgress({ fileName }: { fileName: string }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <div>
      <div className={styles.progress} role="progressbar" aria-labelledby={textId}>
        <div className={styles.progressBar} />
      </div>
      <p className={styles.progressText} id={textId}>
        {t("signature_validation.page.checking", { name: fileName })}
      </p>
    </div>
  );
}
