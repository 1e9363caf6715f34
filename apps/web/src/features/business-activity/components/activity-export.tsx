import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SIGNATURE_EXPORT_GROUPS, type SignatureExportGroup } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { SelectField } from "../../../shared/ui/field/select-field.tsx";
import { downloadActivityExport } from "../api/activity-api.ts";
import styles from "./business-activity.module.css";

interface ActivityExportProps {
  businessId: string;
  kind: "signatures" | "identifications";
  /** The range the list shows, as the server resolved it; null until it has answered. */
  range: { startDate: string; endDate: string } | null;
}

/** Downloads the tab's CSV export for the range shown; signatures may be grouped. */
export function ActivityExport({ businessId, kind, range }: ActivityExportProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const [group, setGroup] = useState<"none" | SignatureExportGroup>("none");
  const [isBusy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = async () => {
    if (!range) return;
    setBusy(true);
    setFailed(false);
    try {
      await downloadActivityExport(api, businessId, kind, range, group === "none" ? undefined : group);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.exportControls}>
      {kind === "signatures" ? (
        <SelectField
          label={t("business_activity.export.group_by")}
          value={group}
          onChange={(event) => setGroup(event.target.value as typeof group)}
          options={(["none", ...SIGNATURE_EXPORT_GROUPS] as const).map((value) => ({ value, label: t(`business_activity.export.groups.${value}`) }))}
        />
      ) : null}
      <Button kind="secondary" disabled={!range} loading={isBusy} onClick={() => void start()}>
        {t("business_activity.export.button")}
      </Button>
      {failed ? <div role="alert">{t("business_activity.export.failed")}</div> : null}
    </div>
  );
}
