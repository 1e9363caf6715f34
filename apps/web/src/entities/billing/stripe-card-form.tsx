import { CardElement, Elements, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type Stripe } from "@stripe/stripe-js";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../shared/api/describe-error.ts";
import { Alert } from "../../shared/ui/alert/alert.tsx";
import { Button } from "../../shared/ui/button/button.tsx";
import styles from "./billing.module.css";

export interface StripeCardFormProps {
  publishableKey: string;
  /** The SetupIntent's client secret from the server's `…/stripe_setup_intent` call. */
  clientSecret: string;
  submitLabel: string;
  /** Called with the payment method (`pm_…`) the confirmed SetupIntent saved. */
  onConfirmed: (paymentMethodId: string) => Promise<void>;
}

/** One Stripe.js per publishable key for the tab: loading it again would add a second script. */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * The card form with Stripe Elements: the card number never touches Paraph. This module (and
 * Stripe.js with it) loads only when a payment form shows with the Stripe provider.
 */
export default function StripeCardForm(props: StripeCardFormProps) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe}>
      <CardConfirmation {...props} />
    </Elements>
  );
}

function CardConfirmation({ clientSecret, submitLabel, onConfirmed }: StripeCardFormProps) {
  const { t } = useTranslation();
  const stripe = useStripe();
  const elements = useElements();
  const [failure, setFailure] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const submit = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setFailure(null);
    setBusy(true);
    try {
      const result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
      if (result.error) setFailure(result.error.message ?? t("errors.api.generic"));
      else {
        const method = result.setupIntent.payment_method;
        const paymentMethodId = typeof method === "string" ? method : (method?.id ?? null);
        if (paymentMethodId) await onConfirmed(paymentMethodId);
        else setFailure(t("errors.api.generic"));
      }
    } catch (error) {
      setFailure(describeError(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={t("billing.card_form.title")}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={styles.stripeField}>{stripe ? <CardElement /> : <p className={styles.muted}>{t("billing.card_form.loading")}</p>}</div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <Button type="submit" loading={isBusy} disabled={!stripe}>
        {submitLabel}
      </Button>
    </form>
  );
}
