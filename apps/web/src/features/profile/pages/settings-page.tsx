import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  ACCOUNT_LANGUAGES,
  EMAIL_NOTIFICATION_LEVELS,
  isSupportedLanguage,
  LEGISLATIONS,
  QUALITIES,
  updateUser,
  type EmailNotificationLevel,
  type Language,
  type Legislation,
  type Quality,
  type User,
} from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { useApiMutation } from "../../../shared/api/use-api-mutation.ts";
import { useLeavePageGuard } from "../../../shared/dialogs/use-leave-page-guard.ts";
import { useSession, useSetUser } from "../../../shared/session/use-session.ts";
import { setLanguage } from "../../../shared/i18n/i18n.ts";
import { LANGUAGE_NAMES } from "../../../shared/i18n/language-names.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { RadioGroup } from "../../../shared/ui/field/radio-group.tsx";
import { SelectField } from "../../../shared/ui/field/select-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { EmailChangeCard } from "../components/email-change-card.tsx";
import styles from "../components/profile.module.css";

interface SettingsForm {
  firstName: string;
  lastName: string;
  lang: Language;
  emailNotificationLevel: EmailNotificationLevel;
  /** "" stands for "no default". */
  defaultLegislation: Legislation | "";
  defaultQuality: Quality | "";
}

function formOf(user: User): SettingsForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    lang: user.attributes.lang,
    emailNotificationLevel: user.attributes.emailNotificationLevel,
    defaultLegislation: user.attributes.defaultLegislation ?? "",
    defaultQuality: user.attributes.defaultQuality ?? "",
  };
}

export default function SettingsPage() {
  const { user } = useSession();
  return user ? <SettingsFormCard key={user.id} user={user} /> : null;
}

function SettingsFormCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const snackbar = useSnackbar();
  const setUser = useSetUser();
  const [saved, setSaved] = useState(() => formOf(user));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useApiMutation(updateUser);
  const isDirty = JSON.stringify(form) !== JSON.stringify(saved);
  // After an identification the names are the eID's (spec §3 immutableEidFields): shown, not editable, not sent.
  const namesFromEid = user.attributes.immutableEidFields.length > 0;
  useLeavePageGuard(isDirty && !mutation.isPending);

  const update = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!namesFromEid && form.firstName.trim() === "") found.firstName = t("validation.required");
    if (!namesFromEid && form.lastName.trim() === "") found.lastName = t("validation.required");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(
      {
        query: { v2: "true" },
        body: {
          ...(namesFromEid ? {} : { firstName: form.firstName.trim(), lastName: form.lastName.trim() }),
          attributes: {
            lang: form.lang,
            emailNotificationLevel: form.emailNotificationLevel,
            defaultLegislation: form.defaultLegislation || null,
            defaultQuality: form.defaultQuality || null,
          },
        },
      },
      {
        onSuccess: async (updated) => {
          const next = formOf(updated);
          setSaved(next);
          setForm(next);
          // Switch first, so that the confirmation already speaks the chosen language.
          await setLanguage(i18n, updated.attributes.lang);
          setUser(updated);
          snackbar.show({ id: "settings-saved", message: i18n.getFixedT(updated.attributes.lang)("settings.saved"), color: "success" });
        },
      },
    );
  };

  return (
    <>
      <h1>{t("titles.profile_settings")}</h1>
      <Card>
        {mutation.isError ? <Alert tone="error">{describeError(mutation.error, t)}</Alert> : null}
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.row}>
            <TextField label={t("fields.first_name")} autoComplete="given-name" value={form.firstName} onChange={(event) => update("firstName", event.target.value)} error={errors.firstName} required maxLength={100} readOnly={namesFromEid} />
            <TextField label={t("fields.last_name")} autoComplete="family-name" value={form.lastName} onChange={(event) => update("lastName", event.target.value)} error={errors.lastName} required maxLength={100} readOnly={namesFromEid} />
          </div>
          {namesFromEid ? <Alert tone="info">{t("settings.names_from_eid")}</Alert> : null}
          <SelectField
            label={t("fields.language")}
            value={form.lang}
            onChange={(event) => isSupportedLanguage(event.target.value) && update("lang", event.target.value)}
            options={ACCOUNT_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
          />
          <RadioGroup
            legend={t("settings.notifications.legend")}
            name="emailNotificationLevel"
            value={form.emailNotificationLevel}
            onChange={(value) => update("emailNotificationLevel", value as EmailNotificationLevel)}
            options={EMAIL_NOTIFICATION_LEVELS.map((level) => ({
              value: level,
              label: t(`settings.notifications.${level}`),
              description: t(`settings.notifications.${level}_description`),
            }))}
          />
          <SelectField
            label={t("settings.default_legislation")}
            hint={t("settings.default_legislation_hint")}
            value={form.defaultLegislation}
            onChange={(event) => update("defaultLegislation", event.target.value as Legislation | "")}
            options={[{ value: "", label: t("settings.no_default") }, ...LEGISLATIONS.map((legislation) => ({ value: legislation, label: t(`settings.legislations.${legislation}`) }))]}
          />
          <SelectField
            label={t("settings.default_quality")}
            hint={t("settings.default_quality_hint")}
            value={form.defaultQuality}
            onChange={(event) => update("defaultQuality", event.target.value as Quality | "")}
            options={[{ value: "", label: t("settings.no_default") }, ...QUALITIES.map((quality) => ({ value: quality, label: t(`settings.qualities.${quality}`) }))]}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={mutation.isPending} disabled={!isDirty}>
              {t("common.save")}
            </Button>
            <Button kind="text" disabled={!isDirty || mutation.isPending} onClick={() => setForm(saved)}>
              {t("settings.discard")}
            </Button>
          </div>
        </form>
      </Card>
      <EmailChangeCard user={user} />
    </>
  );
}
