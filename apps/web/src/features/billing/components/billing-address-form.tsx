import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BILLING_LIMITS, CURRENCIES, type BusinessBilling } from "@paraph/contracts";
import { describeError, hasFieldError } from "../../../shared/api/describe-error.ts";
import { useTrackedWork } from "../../../shared/lib/use-tracked-work.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { SelectField } from "../../../shared/ui/field/select-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useBillingChanges } from "../api/billing-api.ts";
import styles from "./billing.module.css";

/** The address invoices name, the VAT number (checked against the country's shape by the server) and the currency. */
export function BillingAddressForm({ businessId, billing }: { businessId: string; billing: BusinessBilling }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const changes = useBillingChanges(businessId);
  const [fields, setFields] = useState({
    address1: billing.address1 ?? "",
    address2: billing.address2 ?? "",
    city: billing.city ?? "",
    postalCode: billing.postalCode ?? "",
    country: billing.country ?? "",
    vat: billing.vat ?? "",
    currency: billing.currency,
  });
  const { failure, isBusy: isSaving, run } = useTrackedWork();
  const set = (key: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [key]: event.target.value });
  const fieldError = (field: string) => (hasFieldError(failure, field) ? describeError(failure, t) : null);
  const optional = t("fields.optional");

  const save = async () => {
    if (await run(() => changes.updateAddress(fields))) snackbar.show({ message: t("billing.address.saved"), color: "success" });
  };

  return (
    <Card>
      <h2>{t("billing.address.title")}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField label={t("billing.address.address1")} required maxLength={BILLING_LIMITS.address} value={fields.address1} error={fieldError("address1")} onChange={set("address1")} />
        <TextField label={t("billing.address.address2")} optionalLabel={optional} maxLength={BILLING_LIMITS.address} value={fields.address2} onChange={set("address2")} />
        <div className={styles.addressRow}>
          <TextField label={t("billing.address.postal_code")} required maxLength={BILLING_LIMITS.postalCode} value={fields.postalCode} error={fieldError("postalCode")} onChange={set("postalCode")} />
          <TextField label={t("billing.address.city")} required maxLength={BILLING_LIMITS.city} value={fields.city} error={fieldError("city")} onChange={set("city")} />
        </div>
        <div className={styles.addressRow}>
          <TextField label={t("billing.address.country")} required maxLength={2} placeholder="CH" value={fields.country} error={fieldError("country")} onChange={set("country")} />
          <TextField label={t("billing.address.vat")} optionalLabel={optional} maxLength={BILLING_LIMITS.vat} value={fields.vat} error={fieldError("vat")} onChange={set("vat")} />
        </div>
        <SelectField label={t("billing.address.currency")} value={fields.currency} options={CURRENCIES.map((value) => ({ value, label: value }))} onChange={set("currency")} />
        {failure && !hasFieldError(failure, "address1") ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
        <Button type="submit" loading={isSaving}>
          {t("billing.address.save")}
        </Button>
      </form>
    </Card>
  );
}
