import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isValidEmail, isValidPhone, type BusinessSettings, type BusinessSettingsChanges } from "@paraph/contracts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { SettingsSection } from "./settings-section.tsx";

type Save = (changes: BusinessSettingsChanges) => Promise<BusinessSettings>;

/** Spec §5: a support e-mail or phone that fails validation is blanked, not kept. */
function validOrBlank(value: string, isValid: (value: string) => boolean): { value: string; wasBlanked: boolean } {
  const trimmed = value.trim();
  if (trimmed === "" || isValid(trimmed)) return { value: trimmed, wasBlanked: false };
  return { value: "", wasBlanked: true };
}

/** Where the business's signers turn for help: shown on the direct-sign pages of its requests. */
export function SupportContactSection({ settings, save }: { settings: BusinessSettings; save: Save }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState(settings.supportContact.email ?? "");
  const [phone, setPhone] = useState(settings.supportContact.phone ?? "");
  const [blanked, setBlanked] = useState<string[]>([]);
  const isChanged = email !== (settings.supportContact.email ?? "") || phone !== (settings.supportContact.phone ?? "");

  const onSave = async () => {
    const checkedEmail = validOrBlank(email, isValidEmail);
    const checkedPhone = validOrBlank(phone, isValidPhone);
    setBlanked([...(checkedEmail.wasBlanked ? ["email"] : []), ...(checkedPhone.wasBlanked ? ["phone"] : [])]);
    const saved = await save({ supportContact: { email: checkedEmail.value, phone: checkedPhone.value } });
    setEmail(saved.supportContact.email ?? "");
    setPhone(saved.supportContact.phone ?? "");
  };

  return (
    <SettingsSection title={t("business_settings.support.title")} description={t("business_settings.support.description")} onSave={onSave} isChanged={isChanged}>
      <TextField label={t("business_settings.support.email")} type="email" autoComplete="off" value={email} onChange={(event) => setEmail(event.target.value)} maxLength={254} />
      <TextField
        label={t("business_settings.support.phone")}
        type="tel"
        autoComplete="off"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
        hint={t("business_settings.support.phone_hint")}
        maxLength={40}
      />
      {blanked.length > 0 ? (
        <Alert tone="warning">{blanked.map((field) => t(field === "email" ? "business_settings.support.email_blanked" : "business_settings.support.phone_blanked")).join(" ")}</Alert>
      ) : null}
    </SettingsSection>
  );
}
