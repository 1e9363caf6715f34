import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useNamedPageTitle } from "../../../shared/page-title/page-title-context.tsx";
import { requestTabTitle } from "../../../entities/signature-requests/request-tab-title.ts";
import { useDirectRequest } from "../../../entities/direct-sign/direct-sign-api.ts";
import { UnavailableOutcome } from "../../../entities/direct-sign/guest-outcomes.tsx";
import { RequestDocuments } from "../../../entities/signing/request-documents.tsx";
import styles from "../../../entities/identification/identification.module.css";

/** Spec §2 /direct-sign/{id}/{userid}/preview (nas): the request's documents, read through the link, before identifying. */
export default function DirectPreviewPage() {
  const { t } = useTranslation();
  const { id = "", userid = "" } = useParams();
  const request = useDirectRequest(id, false);
  useNamedPageTitle(request.data ? requestTabTitle(request.data) : null);
  if (request.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  if (!request.data) return isApiError(request.error) && request.error.status === 404 ? <UnavailableOutcome /> : <Alert tone="error">{t("direct_sign.failed.title")}</Alert>;
  return (
    <div className={styles.page}>
      <h1>{t("identification.direct.preview_title", { title: request.data.title })}</h1>
      <Link to={`/direct-sign/${encodeURIComponent(id)}/${encodeURIComponent(userid)}`}>{t("identification.direct.back")}</Link>
      <RequestDocuments request={request.data} directSignToken={userid} />
    </div>
  );
}
