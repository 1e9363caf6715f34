import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useDirectRequest } from "../../../entities/direct-sign/direct-sign-api.ts";
import { UnavailableOutcome } from "../../../entities/direct-sign/guest-outcomes.tsx";
import { signerName } from "../../../entities/signature-requests/signer-name.ts";
import { directIdentificationCalls, useIsIdentified } from "../../../entities/identification/identification-api.ts";
import styles from "../../../entities/identification/identification.module.css";
import { DIRECT_IDENTIFICATION_PATH } from "./direct-identification-choice-page.tsx";

/**
 * Spec §2 /direct-sign/{id}/{userid} (nas): the way into signing a request as a guest when it
 * asks for more than a simple signature. It starts the direct-sign session like the guest link,
 * says what the request needs, leads into identification, to the documents' preview and, once
 * identified, to the guest page where they sign.
 */
export default function DirectIdentifyEntryPage() {
  const { t } = useTranslation();
  const { id = "", userid = "" } = useParams();
  const { api } = useServices();
  const calls = useMemo(() => directIdentificationCalls(api), [api]);
  const request = useDirectRequest(id, false);
  const view = request.data;
  const legislation = view?.quality === "qes" ? (view.legislation ?? "eidas") : null;
  const identified = useIsIdentified(calls, `guest:${id}`, legislation);
  const base = `/direct-sign/${encodeURIComponent(id)}/${encodeURIComponent(userid)}`;
  const signPath = `/view/${encodeURIComponent(id)}/${encodeURIComponent(userid)}`;

  if (request.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  if (!view) return isApiError(request.error) && request.error.status === 404 ? <UnavailableOutcome /> : <Alert tone="error">{t("direct_sign.failed.title")}</Alert>;
  const owner = signerName(view.owner);
  return (
    <div className={styles.page}>
      <h1>{t("identification.direct.entry_title", { title: view.title })}</h1>
      <p className={styles.lead}>
        {legislation
          ? t("identification.direct.entry_lead_qes", { name: owner, legislation: t(`identification.legislations.${legislation}`) })
          : t("identification.direct.entry_lead_other", { name: owner })}
      </p>
      <section className={styles.panel}>
        {legislation && identified.data ? <Alert tone="success">{t("identification.direct.identified")}</Alert> : null}
        <div className={styles.actions}>
          {legislation && !identified.data ? <Link to={`${DIRECT_IDENTIFICATION_PATH}/${legislation}`}>{t("identification.direct.identify")}</Link> : null}
          {!legislation || identified.data ? <Link to={signPath}>{t("identification.direct.sign")}</Link> : null}
          <Link to={`${base}/preview`}>{t("identification.direct.preview")}</Link>
        </div>
      </section>
    </div>
  );
}
