import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { templateQuery } from "../api/bulk-sends-api.ts";
import { BulkSendHistory } from "../components/bulk-send-history.tsx";
import { BulkSendUpload } from "../components/bulk-send-upload.tsx";

/** /templates/:templateId/bulk-send: a CSV makes one request of the template per row (docs/bulk-send.md); the earlier bulk sends below. */
export default function BulkSendPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { templateId = "" } = useParams();
  const template = useQuery(templateQuery(api, templateId));
  return (
    <>
      <h1>{t("titles.bulk_send")}</h1>
      {template.isPending ? <Spinner /> : null}
      {template.isError ? <Alert tone="error">{describeError(template.error, t)}</Alert> : null}
      {template.data ? (
        <>
          <p>
            <strong>{t("bulk_sends.template", { title: template.data.title })}</strong>
          </p>
          <p>{t("bulk_sends.intro")}</p>
          <BulkSendUpload template={template.data} />
          <BulkSendHistory templateId={template.data.id} />
        </>
      ) : null}
    </>
  );
}
