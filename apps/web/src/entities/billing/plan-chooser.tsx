import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BILLED_QUALITIES, BILLING_CYCLES, BILLING_LIMITS, CURRENCIES, validatePromoCode, type PricePlan } from "@paraph/contracts";
import { describeError } from "../../shared/api/describe-error.ts";
import { isApiError } from "../../shared/api/api-error.ts";
import { formatMinorAmount } from "../../shared/i18n/format.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { useServices } from "../../shared/services/services-context.tsx";
import { Alert } from "../../shared/ui/alert/alert.tsx";
import { Button } from "../../shared/ui/button/button.tsx";
import { SelectField } from "../../shared/ui/field/select-field.tsx";
import { TextField } from "../../shared/ui/field/text-field.tsx";
import { useSnackbar } from "../../shared/ui/snackbar/snackbar-context.tsx";
import { Spinner } from "../../shared/ui/spinner/spinner.tsx";
import { billingKeys, confirmUpgradeFor, previewUpgradeFor, pricePlansQuery, type UpgradeChoice, type UpgradeTarget } from "./billing-api.ts";
import styles from "./billing.module.css";
import { PaymentMethodForm } from "./payment-method-form.tsx";
import { PricePreviewTable } from "./price-preview-table.tsx";
import { ProviderNotice } from "./provider-notice.tsx";
import { readSeats, SeatsField } from "./seats-field.tsx";

type PurchasablePlan = PricePlan & { name: UpgradeChoice["plan"]; prices: NonNullable<PricePlan["prices"]> };
const isPurchasable = (plan: PricePlan): plan is PurchasablePlan => plan.isPurchasable && plan.prices !== null;

interface PlanChooserProps {
  target: UpgradeTarget;
  /** The currency the account is billed in, or the language's default. */
  currency: UpgradeChoice["currency"];
  /** The plan the account is on, marked in the list (and chosen first when it can be bought). */
  currentPlan?: string | null;
  /** Fewest seats the business can have: its members and pending invitations. */
  minimumSeats?: number;
  /** A saved payment method (a card, or invoicing) lets the upgrade go through without the card form. */
  hasPaymentMethod: boolean;
  /** A referral code the account signed up with (spec §2 ucc). */
  referralCode?: string | null;
  onUpgraded: (plan: UpgradeChoice["plan"]) => void | Promise<void>;
}

/**
 * Choosing a plan (spec §7 upgrade preview and confirm): the plans with what they include, the
 * cycle, currency and seats, a promo code, the price the provider computes, then the card form
 * (unless a payment method is saved) and the upgrade.
 */
export function PlanChooser(props: PlanChooserProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const catalogue = useQuery(pricePlansQuery(api));
  if (catalogue.isPending) return <Spinner label={t("common.loading")} />;
  if (catalogue.isError) return <Alert tone="error">{describeError(catalogue.error, t)}</Alert>;
  if (catalogue.data.provider === "none") return <ProviderNotice provider="none" />;
  const audience = props.target.kind === "business" ? "business" : "individual";
  const plans = catalogue.data.plans.filter((plan) => plan.audience === audience).filter(isPurchasable);
  return <Chooser {...props} plans={plans} provider={catalogue.data.provider} />;
}

function Chooser({
  target,
  currency: initialCurrency,
  currentPlan,
  minimumSeats = 1,
  hasPaymentMethod,
  referralCode,
  onUpgraded,
  plans,
  provider,
}: PlanChooserProps & { plans: PurchasablePlan[]; provider: "builtin" | "stripe" }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { api } = useServices();
  const snackbar = useSnackbar();
  const idPrefix = useId();
  const isBusiness = target.kind === "business";
  const [plan, setPlan] = useState<PurchasablePlan | undefined>(() => plans.find((entry) => entry.name === currentPlan) ?? plans[0]);
  const [cycle, setCycle] = useState<UpgradeChoice["cycle"]>("monthly");
  const [currency, setCurrency] = useState<UpgradeChoice["currency"]>(initialCurrency);
  const [seatsText, setSeatsText] = useState(String(Math.max(minimumSeats, plan?.seats.included ?? 1)));
  const [promoText, setPromoText] = useState("");
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [promoFailure, setPromoFailure] = useState<unknown>(null);
  const [isCheckingPromo, setCheckingPromo] = useState(false);
  const [upgradeFailure, setUpgradeFailure] = useState<unknown>(null);
  const [isUpgrading, setUpgrading] = useState(false);
  const [needsCard, setNeedsCard] = useState(!hasPaymentMethod);

  const maxSeats = plan?.seats.max ?? BILLING_LIMITS.seatsCeiling;
  const seats = readSeats(seatsText, minimumSeats, maxSeats);
  const seatsValid = seats !== null;
  const choice: UpgradeChoice | null = plan
    ? {
        plan: plan.name,
        cycle,
        currency,
        ...(isBusiness && seats !== null ? { amountSeats: seats } : {}),
        ...(promoCode ? { promoCode } : {}),
        ...(referralCode ? { referralCode } : {}),
      }
    : null;
  const canPreview = choice !== null && (!isBusiness || seatsValid);
  const owner = target.kind === "business" ? target.businessId : "individual";
  const preview = useQuery({
    queryKey: billingKeys.preview(owner, choice ?? ({} as UpgradeChoice)),
    enabled: canPreview,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => previewUpgradeFor(api, target, choice!, signal),
  });

  if (!plan) return <Alert tone="info">{t("billing.provider.none_body")}</Alert>;

  const applyPromo = async () => {
    const code = promoText.trim();
    setPromoFailure(null);
    if (code === "") return;
    if (target.kind === "individual") {
      setPromoCode(code);
      return;
    }
    setCheckingPromo(true);
    try {
      await api.request(validatePromoCode, { params: { id: target.businessId }, body: { promoCode: code, plan: plan.name, cycle, type: "base" } });
      setPromoCode(code);
    } catch (error) {
      setPromoCode(null);
      setPromoFailure(error);
    } finally {
      setCheckingPromo(false);
    }
  };

  const upgrade = async (paymentMethodId?: string) => {
    if (!choice || !canPreview) return;
    setUpgradeFailure(null);
    setUpgrading(true);
    try {
      await confirmUpgradeFor(api, target, choice, paymentMethodId);
      snackbar.show({ message: t("billing.chooser.done", { plan: t(`billing.plans.${choice.plan}`) }), color: "success" });
      await onUpgraded(choice.plan);
    } catch (error) {
      // The saved payment method is gone: ask for a card instead.
      if (isApiError(error) && error.code === "payment_method_required") setNeedsCard(true);
      if (paymentMethodId) throw error;
      setUpgradeFailure(error);
    } finally {
      setUpgrading(false);
    }
  };

  const money = (minor: number) => formatMinorAmount(minor, currency, language);
  const limitText = (quality: (typeof BILLED_QUALITIES)[number], limit: number | null) => {
    const qualityName = t(`billing.qualities.${quality}`);
    return limit === null ? t("billing.chooser.unlimited_signatures", { quality: qualityName }) : t("billing.chooser.signatures", { count: String(limit), quality: qualityName });
  };

  return (
    <div>
      {provider === "builtin" ? <ProviderNotice provider="builtin" /> : null}
      <fieldset className={styles.planList}>
        <legend>{t("billing.chooser.plan")}</legend>
        {plans.map((entry) => (
          <div key={entry.name} className={styles.planOption}>
            <input
              type="radio"
              id={`${idPrefix}-${entry.name}`}
              name={`${idPrefix}-plan`}
              value={entry.name}
              aria-describedby={`${idPrefix}-${entry.name}-details`}
              checked={entry.name === plan.name}
              onChange={() => {
                setPlan(entry);
                setPromoCode(null);
              }}
            />
            <label htmlFor={`${idPrefix}-${entry.name}`} className={styles.planName}>
              {t(`billing.plans.${entry.name}`)}
            </label>
            {entry.name === currentPlan ? <span className={styles.muted}> · {t("billing.chooser.current")}</span> : null}
            <div id={`${idPrefix}-${entry.name}-details`}>
              <div>{t(`billing.price_per_seat.${cycle}`, { amount: money(entry.prices[cycle][currency]) })}</div>
              <ul>
                {BILLED_QUALITIES.filter((quality) => entry.signatures[quality] !== 0).map((quality) => (
                  <li key={quality}>{limitText(quality, entry.signatures[quality])}</li>
                ))}
              </ul>
            </div>
          </div>
        ))}
      </fieldset>
      <div className={styles.options}>
        <SelectField
          label={t("billing.chooser.cycle")}
          value={cycle}
          options={BILLING_CYCLES.map((value) => ({ value, label: t(`billing.cycles.${value}`) }))}
          onChange={(event) => {
            setCycle(event.target.value as UpgradeChoice["cycle"]);
            setPromoCode(null);
          }}
        />
        <SelectField
          label={t("billing.chooser.currency")}
          value={currency}
          options={CURRENCIES.map((value) => ({ value, label: value }))}
          onChange={(event) => setCurrency(event.target.value as UpgradeChoice["currency"])}
        />
        {isBusiness ? (
          <SeatsField label={t("billing.chooser.seats")} text={seatsText} onText={setSeatsText} min={minimumSeats} max={maxSeats} />
        ) : null}
      </div>
      <form
        className={styles.promoRow}
        onSubmit={(event) => {
          event.preventDefault();
          void applyPromo();
        }}
      >
        <TextField
          label={t("billing.promo.label")}
          value={promoText}
          maxLength={BILLING_LIMITS.promoCode}
          error={promoFailure ? describeError(promoFailure, t) : null}
          onChange={(event) => setPromoText(event.target.value)}
        />
        <Button type="submit" kind="secondary" loading={isCheckingPromo}>
          {t("billing.promo.apply")}
        </Button>
      </form>
      {promoCode && preview.data && preview.data.promoCode === promoCode ? (
        <Alert tone="success">{t("billing.promo.applied", { code: promoCode, discount: money(preview.data.discount) })}</Alert>
      ) : null}
      {preview.isError ? <Alert tone="error">{describeError(preview.error, t)}</Alert> : null}
      {preview.data && canPreview ? <PricePreviewTable preview={preview.data} /> : null}
      {preview.isFetching && !preview.data ? <Spinner label={t("common.loading")} /> : null}
      {upgradeFailure ? <Alert tone="error">{describeError(upgradeFailure, t)}</Alert> : null}
      {needsCard ? (
        <>
          <h3>{t("billing.payment_method.title")}</h3>
          <PaymentMethodForm provider={provider} target={target} submitLabel={t("billing.chooser.confirm_paid")} onPaymentMethod={(paymentMethodId) => upgrade(paymentMethodId)} />
        </>
      ) : (
        <Button loading={isUpgrading} disabled={!canPreview || preview.isError} onClick={() => void upgrade()}>
          {t("billing.chooser.confirm")}
        </Button>
      )}
    </div>
  );
}
