import { useQueries } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router";
import type { Legislation } from "@paraph/contracts";
import { identificationKeys, type IdentificationCalls } from "./identification-api.ts";
import { isOngoing, waysOf } from "./identification-methods.ts";
import styles from "./identification.module.css";

interface LegislationChoiceProps {
  legislation: Legislation;
  calls: IdentificationCalls;
  /** Query-key scope of whose identifications these are (a guest's signer entry, an account). */
  scope: string;
  /** Where the ways live: `${basePath}/${legislation}/${segment}`. */
  basePath: string;
  /** Shown first for ZertES video identification, which needs the name on the ID document. */
  personalDetailsPath?: string;
  /** Carried along to every way's page (a `?returnTo=` back to the request), empty or starting with "?". */
  search?: string;
}

/**
 * The ways to identify under one legislation (spec §1: video, and self or auto). Spec §4: with an
 * identification still running, the visitor goes to its status page instead.
 */
export function LegislationChoice({ legislation, calls, scope, basePath, personalDetailsPath, search = "" }: LegislationChoiceProps) {
  const { t } = useTranslation();
  const ways = waysOf(legislation);
  const current = useQueries({ queries: ways.map((way) => ({ queryKey: identificationKeys.way(scope, way), queryFn: ({ signal }: { signal: AbortSignal }) => calls.get(way, signal) })) });
  const ongoing = ways.find((_, index) => isOngoing(current[index]?.data));
  if (ongoing) return <Navigate to={`${basePath}/${legislation}/${ongoing.segment}${search}`} replace />;

  return (
    <div className={styles.page}>
      <h1>{t(`identification.choice.title_${legislation}`)}</h1>
      <p className={styles.lead}>{t("identification.choice.lead")}</p>
      {personalDetailsPath ? <Link to={personalDetailsPath}>{t("identification.choice.personal_details")}</Link> : null}
      <div className={styles.ways}>
        {ways.map((way) => (
          <section key={way.segment} className={styles.way} aria-labelledby={`way-${way.segment}`}>
            <h2 id={`way-${way.segment}`}>{t(`identification.choice.${way.segment}`)}</h2>
            <p>{t(`identification.choice.${way.segment}_body`)}</p>
            <Link to={`${basePath}/${legislation}/${way.segment}${search}`}>{t("identification.choice.choose", { way: t(`identification.choice.${way.segment}`) })}</Link>
          </section>
        ))}
      </div>
    </div>
  );
}
