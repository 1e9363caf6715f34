import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isValidEmail, isValidPhone, type Business } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useProfileChanges } from "../api/profile-api.ts";
import styles from "./business-profile.module.css";

type Field = "name" | "email" | "phone" | "supportEmail" | "supportPhone";

/** Spec §5 rules for the business's own details, checked before asking the server; an empty phone clears it. */
function fieldErrors(values: Record<Field, string>): Partial<Record<Field, "required" | "invalid_email" | "invalid_phone">> {
  const errors: Partial<Record<Field, "required" | "invalid_email" | "invalid_phone">> = {};
  if (values.name.trim() === "") errors.name = "required";
  if (!isValidEmail(values.email.trim())) errors.email = "invalid_email";
  if (values.phone.trim() !== "" && !isValidPhone(values.phone.trim())) errors.phone = "invalid_phone";
  return errors;
}

/** Spec §5: a support e-mail or phone that fails validation is blanked (sent as null), not refused. */
function validOrNull(value: string, isValid: (value: string) => boolean): string | null {
  const trimmed = value.trim();
  return trimmed !== "" && isValid(trimmed) ? trimmed : null;
}

/** Name, e-mail, phone and support contact of the business (PUT /v1/businesses/{id}). */
export function DetailsCard({ business }: { business: Business }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const changes = useProfileChanges(business.id);
  const [values, setValues] = useState<Record<Field, string>>({
    name: business.name,
    email: business.email,
    phone: business.phone ?? "",
    supportEmail: business.settings.supportContact.email ?? "",
    supportPhone: business.settings.supportContact.phone ?? "",
  });
  const [errors, setErrors] = useState<ReturnType<typeof fieldErrors>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [blanked, setBlanked] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const supportContact = { email: validOrNull(values.supportEmail, isValidEmail), phone: validOrNull(values.supportPhone, isValidPhone) };
      const saved = await changes.update({ name: values.name.trim(), email: values.email.trim(), phone: values.phone.trim() || null, settings: { supportContact } });
      const savedContact = saved.settings.supportContact;
      // Blanked here or by the server's own check: say so instead of hiding it.
      const typed = { email: values.supportEmail.trim(), phone: values.supportPhone.trim() };
      setBlanked((typed.email !== "" && savedContact.email === null) || (typed.phone !== "" && savedContact.phone === null));
      setValues({ name: saved.name, email: saved.email, phone: saved.phone ?? "", supportEmail: savedContact.email ?? "", supportPhone: savedContact.phone ?? "" });
      snackbar.show({ message: t("business_profile.details.saved"), color: "success" });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: Field, label: string, extra: { type?: string; required?: boolean; autoComplete?: string; maxLength?: number }) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      error={errors[name] ? t(`business_profile.details.${errors[name]}`) : null}
      optionalLabel={t("business_profile.details.optional")}
      {...extra}
    />
  );

  return (
    <Card>
      <h2>{t("business_profile.details.title")}</h2>
      <form onSubmit={(event) => void save(event)} noValidate>
        <div className={styles.fields}>
          {field("name", t("business_profile.details.name"), { required: true, autoComplete: "organization", maxLength: 100 })}
          {field("email", t("business_profile.details.email"), { type: "email", required: true, autoComplete: "email", maxLength: 254 })}
          {field("phone", t("business_profile.details.phone"), { type: "tel", autoComplete: "tel", maxLength: 30 })}
        </div>
        <h3>{t("business_profile.details.support_title")}</h3>
        <p className={styles.muted}>{t("business_profile.details.support_intro")}</p>
        <div className={styles.fields}>
          {field("supportEmail", t("business_profile.details.support_email"), { type: "email", maxLength: 254 })}
          {field("supportPhone", t("business_profile.details.support_phone"), { type: "tel", maxLength: 30 })}
        </div>
        {blanked ? <Alert tone="warning">{t("business_profile.details.blanked")}</Alert> : null}
        {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
        <Button type="submit" loading={busy}>
          {t("business_profile.details.save")}
        </Button>
      </form>
    </Card>
  );
}
