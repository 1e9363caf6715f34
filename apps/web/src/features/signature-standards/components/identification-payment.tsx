import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getIdentificationPayment, payIdentification, type Identification } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { pricePlansQuery } from "../../../entities/billing/billing-api.ts";
import { PaymentMethodForm } from "../../../entities/billing/payment-method-form.tsx";
import { ProviderNotice } from "../../../entities/billing/provider-notice.tsx";
import { identificationKeys, useIdentification, type IdentificationCalls } from "../../../entities/identification/identification-api.ts";
import { isOngoing, type IdentificationWay } from "../../../entities/identification/identification-methods.ts";
import { formatMinorAmount } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { ACCOUNT_SCOPE } from "../api/standards-api.ts";

/** Whether the running identification waits for the person's payment before the provider's page opens (docs/identification.md "Who pays"). */
export function awaitsPayment(identification: Identification | null | undefined): identification is Identification {
  return isOngoing(identification) && identification?.identUrl === null && !identification.isPaid;
}

/**
 * The payment step of an identification no business covers: what it costs, the card form of the
 * billing provider (as the direct upgrade uses), POST /v1/user/identification/payment/{id}, then
 * on to the provider's page. A member of a business whose plan does not pay for identifications
 * pays personally, with their own card; the step says so.
 */
export function IdentificationPayment({ way, calls }: { way: IdentificationWay; calls: IdentificationCalls }) {
  const current = useIdentification(calls, ACCOUNT_SCOPE, way);
  return awaitsPayment(current.data) ? <PaymentStep way={way} identification={current.data} /> : null;
}

function PaymentStep({ way, identification }: { way: IdentificationWay; identification: Identification }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { api } = useServices();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const payment = useQuery({
    queryKey: ["identification", ACCOUNT_SCOPE, "payment", identification.id],
    queryFn: ({ signal }) => api.request(getIdentificationPayment, { params: { id: identification.id }, signal }),
  });
  const catalogue = useQuery(pricePlansQuery(api));

  const pay = async (paymentMethodId: string) => {
    const paid = await api.request(payIdentification, { params: { id: identification.id }, body: { paymentMethodId } });
    queryClient.setQueryData(identificationKeys.way(ACCOUNT_SCOPE, way), paid);
    // The person identifies on the provider's page, which sends them back here.
    if (paid.identUrl) window.location.assign(paid.identUrl);
  };

  const failure = payment.error ?? catalogue.error;
  if (failure) return <Alert tone="error">{describeError(failure, t)}</Alert>;
  if (!payment.data || !catalogue.data) return <Spinner label={t("common.loading")} />;
  const provider = catalogue.data.provider;
  const amount = formatMinorAmount(payment.data.amount, payment.data.currency, language);
  return (
    <section aria-labelledby="identification-payment-title">
      <h2 id="identification-payment-title">{t("signature_standards.payment.title")}</h2>
      <p>{user?.business ? t("signature_standards.payment.body_member", { amount, business: user.business.name }) : t("signature_standards.payment.body", { amount })}</p>
      {provider === "none" ? (
        <ProviderNotice provider="none" />
      ) : (
        <>
          <ProviderNotice provider={provider} />
          <PaymentMethodForm provider={provider} target={{ kind: "individual" }} submitLabel={t("signature_standards.payment.pay", { amount })} onPaymentMethod={pay} />
        </>
      )}
    </section>
  );
}
