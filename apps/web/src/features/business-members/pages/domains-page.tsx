import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { BUSINESS_LIMITS, isValidDomain } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { businessQuery, useCurrentBusiness } from "../../../entities/businesses/current-business.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { useMemberChanges } from "../api/members-api.ts";
import { MembersNav } from "../components/members-nav.tsx";
import styles from "../components/business-members.module.css";

/** /business/members/domains: the e-mail domains invitations are limited to (spec §5 domain rule). */
export default function DomainsPage() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  return (
    <>
      <h1>{t("titles.business_domains")}</h1>
      <MembersNav />
      <p>{t("business_members.domains.intro")}</p>
      {business ? <DomainsCard key={business.id} businessId={business.id} /> : null}
    </>
  );
}

function DomainsCard({ businessId }: { businessId: string }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const snackbar = useSnackbar();
  const changes = useMemberChanges(businessId);
  const business = useQuery(businessQuery(api, businessId));
  const [input, setInput] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  if (business.isPending) return <Spinner />;
  if (business.isError) return <Alert tone="error">{describeError(business.error, t)}</Alert>;
  const domains = business.data.domains;
  const isFull = domains.length >= BUSINESS_LIMITS.allowedDomains;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const domain = input.trim().toLowerCase();
    // Spec §5: a host name with labels of up to 63 characters and a top-level label of 2 letters or more.
    if (!isValidDomain(domain)) return setFieldError(t("business_members.domains.invalid"));
    setFieldError(null);
    setBusy("add");
    try {
      await changes.addDomain(domain);
      setInput("");
      snackbar.show({ message: t("business_members.domains.added", { domain }), color: "success" });
    } catch (error) {
      // The body holds the domain alone: a validation failure is about it, or about the list being full.
      const isRefused = isApiError(error) && error.code === "validation_failed";
      const reason = domains.length >= BUSINESS_LIMITS.allowedDomains ? t("business_members.domains.limit", { max: BUSINESS_LIMITS.allowedDomains }) : t("business_members.domains.invalid");
      setFieldError(isRefused ? reason : describeError(error, t));
    } finally {
      setBusy(null);
    }
  };

  const remove = async (domain: string) => {
    setBusy(domain);
    try {
      await changes.removeDomain(domain);
      snackbar.show({ message: t("business_members.domains.removed", { domain }), color: "success" });
    } catch (error) {
      snackbar.show({ message: describeError(error, t), color: "error" });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      {domains.length === 0 ? (
        <p className={styles.muted}>{t("business_members.domains.empty")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("titles.business_domains")}>
          {domains.map((domain) => (
            <li key={domain}>
              <span>{domain}</span>
              <Button size="sm" kind="secondary" color="error" loading={busy === domain} disabled={busy !== null} onClick={() => void remove(domain)}>
                {t("business_members.domains.remove", { domain })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={(event) => void add(event)} noValidate>
        <TextField
          label={t("business_members.domains.domain")}
          hint={isFull ? t("business_members.domains.limit", { max: BUSINESS_LIMITS.allowedDomains }) : t("business_members.domains.domain_hint")}
          value={input}
          onChange={(event) => setInput(event.target.value)}
          error={fieldError}
          autoComplete="off"
          maxLength={253}
          required
        />
        <Button type="submit" className={styles.formButton} loading={busy === "add"} disabled={busy !== null || isFull}>
          {t("business_members.domains.add")}
        </Button>
      </form>
    </Card>
  );
}
