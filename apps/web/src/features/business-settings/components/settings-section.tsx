import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { describeError } from "../../../shared/api/describe-error.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Button } from "../../../shared/ui/button/button.tsx";
import { Card } from "../../../shared/ui/card/card.tsx";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import styles from "./business-settings.module.css";

interface SettingsSectionProps {
  title: string;
  description?: ReactNode;
  /** Saves the section (false: the fields were refused before asking the server); without it the section has no save button. */
  onSave?: () => Promise<boolean | void>;
  /** Whether the fields differ from what is saved: the save button is off otherwise. */
  isChanged?: boolean;
  children: ReactNode;
}

/**
 * One group of settings: a fieldset with its legend, its own save button that shows the save in
 * progress, and the server's refusal under it.
 */
export function SettingsSection({ title, description, onSave, isChanged = true, children }: SettingsSectionProps) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const [isSaving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!onSave) return;
    setSaving(true);
    setFailure(null);
    try {
      if ((await onSave()) === false) return;
      snackbar.show({ message: t("business_settings.saved", { section: title }), color: "success" });
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <fieldset className={styles.fieldset} aria-busy={isSaving}>
          <legend className={styles.legend}>{title}</legend>
          {description ? <p className={styles.description}>{description}</p> : null}
          {children}
        </fieldset>
        {failure ? <Alert tone="error">{describeError(failure, t)}</Alert> : null}
        {onSave ? (
          <div className={styles.actions}>
            <Button type="submit" loading={isSaving} disabled={isSaving || !isChanged}>
              {t("business_settings.save", { section: title })}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
