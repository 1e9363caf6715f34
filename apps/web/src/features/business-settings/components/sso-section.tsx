import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { updateBusinessSso, type SsoConfig } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { businessSsoQuery, ssoKey } from "../api/sso-api.ts";
import styles from "./business-settings.module.css";
import { SettingsSection } from "./settings-section.tsx";
import { SwitchField } from "./switch-field.tsx";

interface SsoDraft {
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  enabled: boolean;
}

const draftOf = (config: SsoConfig | null): SsoDraft => ({
  issuer: config?.issuer ?? "",
  clientId: config?.clientId ?? "",
  clientSecret: "",
  domains: config?.domains.join(", ") ?? "",
  enabled: config?.enabled ?? false,
});

const domainsOf = (text: string) => [...new Set(text.split(/[\s,;]+/).map((domain) => domain.trim().toLowerCase()).filter((domain) => domain !== ""))];

/**
 * Single sign-on with OpenID Connect (docs/sso.md): the issuer, client id and secret (write-only:
 * left empty it keeps the stored one), the allowed domains it covers, on or off, and the callback
 * URL to register at the issuer.
 */
export function SsoSection({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const query = useQuery(businessSsoQuery(api, businessId));
  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert tone="error">{describeError(query.error, t)}</Alert>;
  return <SsoForm key={query.data.config?.updatedAt ?? "none"} businessId={businessId} config={query.data.config} callbackUrl={query.data.callbackUrl} />;
}

function SsoForm({ businessId, config, callbackUrl }: { businessId: string; config: SsoConfig | null; callbackUrl: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SsoDraft>(draftOf(config));
  const [errors, setErrors] = useState<Partial<Record<keyof SsoDraft, string>>>({});
  const saved = draftOf(config);
  const isChanged = (Object.keys(draft) as (keyof SsoDraft)[]).some((key) => draft[key] !== saved[key]);
  const set = (key: "issuer" | "clientId" | "clientSecret" | "domains") => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));

  const onSave = async () => {
    const found: Partial<Record<keyof SsoDraft, string>> = {};
    if (!/^https?:\/\/\S+$/.test(draft.issuer.trim())) found.issuer = t("business_settings.sso.issuer_invalid");
    if (draft.clientId.trim() === "") found.clientId = t("validation.required");
    if (!config?.hasClientSecret && draft.clientSecret === "") found.clientSecret = t("validation.required");
    setErrors(found);
    if (Object.keys(found).length > 0) return false;
    const answer = await api.request(updateBusinessSso, {
      params: { id: businessId },
      body: {
        issuer: draft.issuer.trim(),
        clientId: draft.clientId.trim(),
        ...(draft.clientSecret === "" ? {} : { clientSecret: draft.clientSecret }),
        domains: domainsOf(draft.domains),
        enabled: draft.enabled,
      },
    });
    queryClient.setQueryData(ssoKey(businessId), answer);
  };

  return (
    <SettingsSection title={t("business_settings.sso.title")} description={t("business_settings.sso.description")} onSave={onSave} isChanged={isChanged}>
      <p className={styles.description}>
        {t("business_settings.sso.callback")} <code>{callbackUrl}</code>
      </p>
      <TextField label={t("business_settings.sso.issuer")} type="url" autoComplete="off" value={draft.issuer} onChange={set("issuer")} error={errors.issuer} hint={t("business_settings.sso.issuer_hint")} maxLength={500} required />
      <TextField label={t("business_settings.sso.client_id")} autoComplete="off" value={draft.clientId} onChange={set("clientId")} error={errors.clientId} maxLength={500} required />
      <TextField
        label={t("business_settings.sso.client_secret")}
        type="password"
        autoComplete="new-password"
        value={draft.clientSecret}
        onChange={set("clientSecret")}
        error={errors.clientSecret}
        hint={config?.hasClientSecret ? t("business_settings.sso.client_secret_stored") : t("business_settings.sso.client_secret_hint")}
        maxLength={2000}
      />
      <TextField label={t("business_settings.sso.domains")} autoComplete="off" value={draft.domains} onChange={set("domains")} hint={t("business_settings.sso.domains_hint")} maxLength={3000} />
      <SwitchField label={t("business_settings.sso.enabled")} checked={draft.enabled} onChange={(enabled) => setDraft((current) => ({ ...current, enabled }))} />
    </SettingsSection>
  );
}
