import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { sanitizeRedirectUrl } from "@paraph/contracts";
import { useMaintenance } from "../../../shared/system/use-maintenance.ts";
import { Card } from "../../../shared/ui/card/card.tsx";

export default function MaintenancePage() {
  const { t } = useTranslation();
  const { notice, isBlocking } = useMaintenance();
  const url = sanitizeRedirectUrl(notice?.url);
  return (
    <Card narrow>
      <h1>{t("maintenance.title")}</h1>
      {isBlocking ? (
        <>
          <p>{notice?.message || t("maintenance.lead")}</p>
          {url ? (
            <a href={url} target="_blank" rel="noreferrer">
              {t("shell.maintenance_details")}
            </a>
          ) : null}
          <p>{t("maintenance.auto_check")}</p>
        </>
      ) : (
        <>
          <p>{t("maintenance.over")}</p>
          <Link to="/">{t("errors.page.button")}</Link>
        </>
      )}
    </Card>
  );
}
