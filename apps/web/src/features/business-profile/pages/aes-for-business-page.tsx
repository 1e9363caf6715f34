import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isValidEmail, type Aes4biz, type Business } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { businessQuery, useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { aes4bizQuery, useProfileChanges } from "../api/profile-api.ts";
import { ProfileNav } from "../components/profile-nav.tsx";
import styles from "../components/business-profile.module.css";

/** /business/profile/aes-for-business (admins): the business's AES-for-business declaration (docs/aes-for-business.md). */
export default function AesForBusinessPage() {
  const { t } = useTranslation();
  const current = useCurrentBusiness();
  const { api } = useServices();
  const businessId = current?.id ?? "";
  const business = useQuery({ ...businessQuery(api, businessId), enabled: current !== null });
  const declaration = useQuery({ ...aes4bizQuery(api, businessId), enabled: current !== null });
  const failed = business.error ?? declaration.error;
  return (
    <>
      <h1>{t("titles.business_aes")}</h1>
      <ProfileNav />
      <p>{t("business_profile.aes.intro")}</p>
      <Alert tone="info">{t("business_profile.aes.effect")}</Alert>
      {failed ? <Alert tone="error">{describeError(failed, t)}</Alert> : null}
      {business.data && declaration.data ? (
        <DeclarationForm key={declaration.data.updatedAt ?? "new"} business={business.data} declaration={declaration.data} />
      ) : failed ? null : (
        <Spinner label={t("common.loading")} />
      )}
    </>
  );
}

type TextFieldName = "representativeName" | "representativeEmail" | "commercialRegister";

function DeclarationForm({ business, declaration }: { business: Business; declaration: Aes4biz }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const snackbar = useSnackbar();
  const changes = useProfileChanges(business.id);
  const [enabled, setEnabled] = useState(declaration.enabled);
  const [texts, setTexts] = useState<Record<TextFieldName, string>>({
    representativeName: declaration.representativeName ?? "",
    representativeEmail: declaration.representativeEmail ?? "",
    commercialRegister: declaration.commercialRegister ?? "",
  });
  const [domains, setDomains] = useState(new Set(declaration.domains));
  const [errors, setErrors] = useState<Partial<Record<TextFieldName | "domains", string>>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const check = () => {
    const found: Partial<Record<TextFieldName | "domains", string>> = {};
    if (texts.representativeEmail.trim() !== "" && !isValidEmail(texts.representativeEmail.trim())) found.representativeEmail = t("business_profile.aes.invalid_email");
    if (enabled) {
      for (const name of ["representativeName", "representativeEmail", "commercialRegister"] as const) {
        if (texts[name].trim() === "") found[name] = t("business_profile.aes.required");
      }
      if (domains.size === 0) found.domains = t("business_profile.aes.domain_required");
    }
    return found;
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setFailure(null);
    try {
      const orNull = (value: string) => value.trim() || null;
      await changes.saveAes4biz({
        enabled,
        representativeName: orNull(texts.representativeName),
        representativeEmail: orNull(texts.representativeEmail),
        commercialRegister: orNull(texts.commercialRegister),
        domains: [...domains].filter((domain) => business.domains.includes(domain)),
      });
      snackbar.show({ message: t("business_profile.aes.saved"), color: "success" });
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const textField = (name: TextFieldName, label: string, extra: { type?: string; hint?: string; autoComplete?: string }) => (
    <TextField
      label={label}
      value={texts[name]}
      onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
      error={errors[name] ?? null}
      required={enabled}
      maxLength={name === "representativeEmail" ? 254 : 200}
      {...extra}
    />
  );

  const toggleDomain = (domain: string, checked: boolean) => {
    const next = new Set(domains);
    if (checked) next.add(domain);
    else next.delete(domain);
    setDomains(next);
  };

  return (
    <Card>
      <form onSubmit={(event) => void save(event)} noValidate>
        <CheckboxField label={t("business_profile.aes.enabled")} checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
        <div className={styles.fields}>
          {textField("representativeName", t("business_profile.aes.representative_name"), { autoComplete: "name" })}
          {textField("representativeEmail", t("business_profile.aes.representative_email"), { type: "email", autoComplete: "email" })}
          {textField("commercialRegister", t("business_profile.aes.commercial_register"), { hint: t("business_profile.aes.commercial_register_hint") })}
        </div>
        <fieldset className={styles.checkboxes}>
          <legend>{t("business_profile.aes.domains")}</legend>
          <p className={styles.muted}>{business.domains.length === 0 ? t("business_profile.aes.no_domains") : t("business_profile.aes.domains_hint")}</p>
          {business.domains.map((domain) => (
            <CheckboxField key={domain} label={domain} checked={domains.has(domain)} onChange={(event) => toggleDomain(domain, event.target.checked)} />
          ))}
          {errors.domains ? <Alert tone="error">{errors.domains}</Alert> : null}
        </fieldset>
        {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
        {declaration.updatedAt ? <p className={styles.muted}>{t("business_profile.aes.updated_at", { date: formatDateTime(declaration.updatedAt, language) })}</p> : null}
        <Button type="submit" loading={busy}>
          {t("business_profile.aes.save")}
        </Button>
      </form>
    </Card>
  );
}
