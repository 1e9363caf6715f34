import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button/button.tsx";
import styles from "./webhooks.module.css";

/** A signing secret with a copy button; the label says whether it copied. */
export function SecretValue({ secret, label }: { secret: string; label: string }) {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <div className={styles.secret}>
      <code aria-label={label}>{secret}</code>
      <Button kind="secondary" size="sm" onClick={() => void copy()}>
        {isCopied ? t("webhooks.secret.copied") : t("webhooks.secret.copy")}
      </Button>
    </div>
  );
}
