import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { OverlayFrame } from "../../../shared/overlays/overlay-frame.tsx";
import type { OverlayComponentProps } from "../../../shared/overlays/overlay-manager.tsx";
import { formatDate } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useSession } from "../../../shared/session/use-session.ts";
import { Button } from "../../../shared/ui/button/button.tsx";

const QUALITIES = ["ses", "aes", "qes"] as const;
const number = (value: unknown) => (typeof value === "number" ? value : null);

/**
 * exhausted-signatures: the plan's signatures of a quality are used up for the period (402
 * signature_quota_exhausted, with its limit and usage), or the signer tried too often (429
 * rate_limited, with when to come back). For the quota, an admin is offered the upgrade, an
 * individual their own, and a member is told to ask an admin.
 */
export default function ExhaustedSignaturesOverlay({ request, runAction, isLoading }: OverlayComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useSession().user;
  const props = request.props;

  if (props.reason !== "quota") {
    const seconds = number(props.retryAfterSeconds);
    return (
      <OverlayFrame
        overlayId={request.id}
        tone="warning"
        title={t("signing.overlays.exhausted.title")}
        actions={
          <Button loading={isLoading} onClick={() => void runAction("complete")}>
            {t("signing.overlays.close")}
          </Button>
        }
      >
        <p>{t("signing.overlays.exhausted.body")}</p>
        {seconds !== null ? <p>{t("signing.overlays.exhausted.retry_after", { minutes: String(Math.max(1, Math.ceil(seconds / 60))) })}</p> : null}
      </OverlayFrame>
    );
  }

  const quality = QUALITIES.find((entry) => entry === props.quality);
  const limit = number(props.limit);
  const usage = number(props.usage);
  const periodEnd = typeof props.periodEnd === "string" ? props.periodEnd : null;
  const business = user?.business ?? null;
  const upgradePath = business === null ? (user ? "/upgrade" : null) : business.isAdmin ? "/business/upgrade" : null;
  const nextStep = business === null ? (user ? "billing.overlays.exhausted.individual" : null) : business.isAdmin ? "billing.overlays.exhausted.admin" : "billing.overlays.exhausted.member";

  const upgrade = async () => {
    await runAction("complete");
    if (upgradePath) void navigate(upgradePath);
  };

  return (
    <OverlayFrame
      overlayId={request.id}
      tone="warning"
      title={t("billing.overlays.exhausted.title")}
      actions={
        <>
          <Button kind={upgradePath ? "secondary" : "primary"} disabled={isLoading} onClick={() => void runAction("complete")}>
            {t("billing.overlays.exhausted.close")}
          </Button>
          {upgradePath ? (
            <Button loading={isLoading} onClick={() => void upgrade()}>
              {t("billing.overlays.exhausted.upgrade")}
            </Button>
          ) : null}
        </>
      }
    >
      <p>
        {quality && limit !== null && usage !== null
          ? t("billing.overlays.exhausted.body", { quality: t(`billing.qualities.${quality}`), usage: String(usage), limit: String(limit) })
          : t("billing.overlays.exhausted.body_generic")}
      </p>
      {periodEnd ? <p>{t("billing.overlays.exhausted.period_ends", { date: formatDate(periodEnd, language) })}</p> : null}
      {nextStep ? <p>{t(nextStep)}</p> : null}
    </OverlayFrame>
  );
}
