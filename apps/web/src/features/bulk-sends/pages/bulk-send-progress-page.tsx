import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { describeError } from "../../../shared/api/describe-error.ts";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { bulkSendQuery } from "../api/bulk-sends-api.ts";
import { templateBulkSendPath } from "../bulk-send-paths.ts";
import { BulkSendProgress } from "../components/bulk-send-progress.tsx";
import { FailedRows } from "../components/failed-rows.tsx";

/** /bulk-sends/:bulkSendId: how far the rows got, asked again until the last one is done, and the rows refused. */
export default function BulkSendProgressPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const language = useLanguage();
  const { bulkSendId = "" } = useParams();
  const bulkSend = useQuery(bulkSendQuery(api, bulkSendId));
  if (bulkSend.isPending) return <Spinner />;
  if (bulkSend.isError) return <Alert tone="error">{describeError(bulkSend.error, t)}</Alert>;
  const view = bulkSend.data;
  return (
    <>
      <h1>{t("bulk_sends.progress.title", { title: view.templateTitle })}</h1>
      <p>{t("bulk_sends.progress.started", { date: formatDateTime(view.createdAt, language) })}</p>
      <Card>
        <BulkSendProgress bulkSend={view} />
        {view.status === "failed" ? <Alert tone="warning">{t("bulk_sends.progress.failed_stop")}</Alert> : null}
      </Card>
      <Card>
        <FailedRows bulkSend={view} />
      </Card>
      {view.templateId ? (
        <p>
          <Link to={templateBulkSendPath(view.templateId)}>{t("bulk_sends.progress.back")}</Link>
        </p>
      ) : null}
    </>
  );
}
