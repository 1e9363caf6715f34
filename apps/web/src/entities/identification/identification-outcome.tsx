import { useTranslation } from "react-i18next";
import type { Identification } from "@paraph/contracts";
import { Alert } from "../../shared/ui/alert/alert.tsx";

/**
 * What happened to an identification that ended without QES (failed, abandoned at the provider,
 * another person than the account's), and a report of the provider Paraph refused.
 */
export function IdentificationOutcome({ identification }: { identification: Identification }) {
  const { t } = useTranslation();
  const { outcome, rejectedCallback } = identification;
  return (
    <>
      {outcome === "failed" || outcome === "abandoned" || outcome === "serial_number_mismatch" ? (
        <Alert tone="warning">
          <p>{t(`identification.run.outcomes.${outcome}`)}</p>
          <p>{t("identification.run.failure_help")}</p>
        </Alert>
      ) : null}
      {rejectedCallback ? <Alert tone="error">{t(`identification.run.refused.${rejectedCallback.code}`)}</Alert> : null}
    </>
  );
}
