import { useMemo } from "react";
import { useLocation } from "react-router";
import { accountIdentificationCalls } from "../../../entities/identification/identification-api.ts";
import { LegislationChoice } from "../../../entities/identification/legislation-choice.tsx";
import { ConnectAustrianEidButton } from "../../../entities/identification/connect-austrian-eid.tsx";
import { readReturnPath, STANDARDS_PATH, withReturnPath } from "../../../entities/identification/return-path.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { ACCOUNT_SCOPE } from "../api/standards-api.ts";
import { BackLink } from "../components/back-link.tsx";
import styles from "../components/standards.module.css";

/**
 * Spec §2 /profile/signature-standards/eidas and /zertes: the ways to verify one's identity for
 * QES under the legislation (under eIDAS also ID Austria, through its dialog); with one still running (spec §4 ongoing ident), its status page.
 */
export default function IdentificationChoicePage() {
  const { pathname, search } = useLocation();
  const { api } = useServices();
  const calls = useMemo(() => accountIdentificationCalls(api), [api]);
  const legislation = pathname.endsWith("/zertes") ? "zertes" : "eidas";
  const returnPath = readReturnPath(search);
  return (
    <div className={styles.page}>
      <LegislationChoice legislation={legislation} calls={calls} scope={ACCOUNT_SCOPE} basePath={STANDARDS_PATH} search={withReturnPath("", returnPath)} />
      <div className={styles.links}>
        {legislation === "eidas" ? <ConnectAustrianEidButton audience="account" returnPath={withReturnPath(`${STANDARDS_PATH}/id-austria-success`, returnPath)} /> : null}
        <BackLink returnPath={returnPath} />
      </div>
    </div>
  );
}
