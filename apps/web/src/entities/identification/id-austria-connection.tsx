import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Spinner } from "../../shared/ui/spinner/spinner.tsx";
import { useIdentification, type IdentificationCalls } from "./identification-api.ts";
import { ID_AUSTRIA_WAY } from "./identification-methods.ts";
import { ConnectAustrianEidButton, type ConnectAustrianEidProps } from "./connect-austrian-eid.tsx";
import { IdentificationRun } from "./identification-run.tsx";
import styles from "./identification.module.css";

interface IdAustriaConnectionProps extends ConnectAustrianEidProps {
  calls: IdentificationCalls;
  scope: string;
  /** The address the owner confirms a cancellation with. */
  email: string;
  /** The eIDAS ways, for those who prefer another one. */
  choicePath: string;
  continuePath: string;
  continueLabel: string;
}

/**
 * The id-austria-success pages (spec §2): the latest identification with ID Austria as the
 * provider left it (status, how it ended, serial-number mismatch, continue); none yet: the
 * button that opens the connect-an-Austrian-eID dialog.
 */
export function IdAustriaConnection({ calls, scope, email, choicePath, continuePath, continueLabel, ...connect }: IdAustriaConnectionProps) {
  const { t } = useTranslation();
  const current = useIdentification(calls, scope, ID_AUSTRIA_WAY);
  if (current.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  if (!current.data) {
    return (
      <section className={styles.panel}>
        <p>{t("identification.id_austria.none")}</p>
        <div className={styles.actions}>
          <ConnectAustrianEidButton kind="primary" {...connect} />
          <Link to={choicePath}>{t("identification.run.other_way")}</Link>
        </div>
      </section>
    );
  }
  return (
    <IdentificationRun
      way={ID_AUSTRIA_WAY}
      calls={calls}
      scope={scope}
      returnPath={connect.returnPath}
      {...(connect.requestId ? { requestId: connect.requestId } : {})}
      email={email}
      choicePath={choicePath}
      continuePath={continuePath}
      continueLabel={continueLabel}
    />
  );
}
