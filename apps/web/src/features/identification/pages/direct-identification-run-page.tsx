import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useDirectUser } from "../../../entities/direct-sign/direct-sign-api.ts";
import { directIdentificationCalls } from "../../../entities/identification/identification-api.ts";
import { IdentificationRun } from "../../../entities/identification/identification-run.tsx";
import styles from "../../../entities/identification/identification.module.css";
import { findWay } from "../../../entities/identification/identification-methods.ts";
import { DIRECT_IDENTIFICATION_PATH } from "./direct-identification-choice-page.tsx";
import { NoGuestLink } from "./no-guest-link.tsx";
import { useGuestLink } from "./use-guest-link.ts";

/**
 * Spec §2 /direct-sign/identification/eidas/self, /eidas/video, /zertes/auto, /zertes/video (nas):
 * the guest's identification with one partner and check, for the link's request.
 */
export default function DirectIdentificationRunPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { api } = useServices();
  const link = useGuestLink();
  const calls = useMemo(() => directIdentificationCalls(api), [api]);
  const [legislation = "", segment = ""] = pathname.slice(DIRECT_IDENTIFICATION_PATH.length + 1).split("/");
  const way = legislation === "eidas" || legislation === "zertes" ? findWay(legislation, segment) : undefined;
  const user = useDirectUser(link?.requestId ?? "");
  if (!link || !way) return <NoGuestLink />;
  return (
    <div className={styles.page}>
      <h1>{t(`titles.${way.legislation}_${way.segment}` as never)}</h1>
      {user.data ? (
        <IdentificationRun
          way={way}
          calls={calls}
          scope={link.scope}
          requestId={link.requestId}
          returnPath={pathname}
          email={user.data.email}
          choicePath={`${DIRECT_IDENTIFICATION_PATH}/${way.legislation}`}
          continuePath={link.viewPath}
          continueLabel={t("identification.direct.sign")}
        />
      ) : (
        <Spinner size="lg" label={t("common.loading")} />
      )}
      <Link to={link.viewPath}>{t("identification.direct.back")}</Link>
    </div>
  );
}
