import { useTranslation } from "react-i18next";
import { sanitizeRedirectUrl } from "@paraph/contracts";
import type { MaintenanceNotice } from "@paraph/contracts";
import styles from "./shell.module.css";

export function MaintenanceBanner({ notice }: { notice: MaintenanceNotice }) {
  const { t } = useTranslation();
  const url = sanitizeRedirectUrl(notice.url);
  return (
    <div className={styles.banner} role="status">
      <strong>{t("shell.maintenance_banner")}</strong> {notice.message}
      {url ? (
        <>
          {" "}
          <a href={url} target="_blank" rel="noreferrer">
            {t("shell.maintenance_details")}
          </a>
        </>
      ) : null}
    </div>
  );
}
