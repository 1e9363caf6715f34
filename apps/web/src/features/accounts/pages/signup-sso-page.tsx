import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { acceptTerms, updateUser } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession, useSetUser } from "../../../shared/session/use-session.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { CheckboxField } from "../../../shared/ui/field/checkbox-field.tsx";
import { LegalLinksText } from "../../../shared/ui/legal/legal-links-text.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { AuthCard } from "../../../shared/ui/auth-card/auth-card.tsx";
import styles from "../../../shared/ui/auth-card/auth-card.module.css";

/** Completes an account created by single sign-on: names and the general terms. */
export default function SignupSsoPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { user } = useSession();
  const setUser = useSetUser();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState(user?.firstName ?? "");
  const [lastName, setLastName] = useState(user?.lastName ?? "");
  const [gtc, setGtc] = useState(user?.attributes.acceptedGtc ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [isSaving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (firstName.trim() === "") found.firstName = t("validation.required");
    if (lastName.trim() === "") found.lastName = t("validation.required");
    if (!gtc) found.gtc = t("signup.steps.gtc_required");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      await api.request(updateUser, { query: { v2: "true" }, body: { firstName: firstName.trim(), lastName: lastName.trim() } });
      // The guard lets the user in once the cached user is complete; the dashboard is where they start.
      setUser(await api.request(acceptTerms, { body: { type: "gtc" } }));
      void navigate("/dashboard", { replace: true });
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthCard title={t("sso.signup.title")} lead={t("sso.signup.lead")}>
      {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={styles.row}>
          <TextField label={t("fields.first_name")} autoComplete="given-name" value={firstName} onChange={(event) => setFirstName(event.target.value)} error={errors.firstName} required />
          <TextField label={t("fields.last_name")} autoComplete="family-name" value={lastName} onChange={(event) => setLastName(event.target.value)} error={errors.lastName} required />
        </div>
        <CheckboxField label={<LegalLinksText i18nKey="legal_links.accept" />} checked={gtc} onChange={(event) => setGtc(event.target.checked)} error={errors.gtc} />
        <Button type="submit" size="lg" fullWidth loading={isSaving}>
          {t("sso.signup.submit")}
        </Button>
      </form>
    </AuthCard>
  );
}
