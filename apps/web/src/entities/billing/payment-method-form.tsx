import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { BillingProviderKind } from "@paraph/contracts";
import { describeError } from "../../shared/api/describe-error.ts";
import { useServices } from "../../shared/services/services-context.tsx";
import { Alert } from "../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../shared/ui/spinner/spinner.tsx";
import { confirmTestCard, startCardSetup, type UpgradeTarget } from "./billing-api.ts";
import { TestCardForm } from "./test-card-form.tsx";

// Stripe.js and Elements load only when a Stripe card form shows: nothing of them elsewhere.
const StripeCardForm = lazy(() => import("./stripe-card-form.tsx"));

interface PaymentMethodFormProps {
  provider: Exclude<BillingProviderKind, "none">;
  target: UpgradeTarget;
  submitLabel: string;
  /** Receives the confirmed payment method (`pm_…` or the built-in `bpm_…`); a refusal shows in the form. */
  onPaymentMethod: (paymentMethodId: string) => Promise<void>;
}

/**
 * The card form of the active provider: the built-in test form (marked as such) or Stripe
 * Elements. Either confirms a setup intent and hands on the payment method it saved.
 */
export function PaymentMethodForm({ provider, target, submitLabel, onPaymentMethod }: PaymentMethodFormProps) {
  const { api } = useServices();
  if (provider === "builtin") {
    return (
      <TestCardForm
        submitLabel={submitLabel}
        onSubmit={async (card) => {
          const setupIntent = await startCardSetup(api, target);
          await onPaymentMethod(await confirmTestCard(api, setupIntent, card));
        }}
      />
    );
  }
  return <StripePaymentForm target={target} submitLabel={submitLabel} onPaymentMethod={onPaymentMethod} />;
}

function StripePaymentForm({ target, submitLabel, onPaymentMethod }: Omit<PaymentMethodFormProps, "provider">) {
  const { t } = useTranslation();
  const { api } = useServices();
  const setupIntent = useQuery({
    queryKey: ["billing", "setup-intent", target.kind === "business" ? target.businessId : "individual"],
    queryFn: () => startCardSetup(api, target),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  if (setupIntent.isPending) return <Spinner label={t("billing.card_form.loading")} />;
  if (setupIntent.isError) return <Alert tone="error">{describeError(setupIntent.error, t)}</Alert>;
  if (!setupIntent.data.publishableKey) return <Alert tone="error">{t("billing.card_form.stripe_unavailable")}</Alert>;
  return (
    <Suspense fallback={<Spinner label={t("billing.card_form.loading")} />}>
      <StripeCardForm
        publishableKey={setupIntent.data.publishableKey}
        clientSecret={setupIntent.data.clientSecret}
        submitLabel={submitLabel}
        onConfirmed={onPaymentMethod}
      />
    </Suspense>
  );
}
