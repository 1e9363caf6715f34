import { useTranslation } from "react-i18next";
import type { BusinessSettings } from "@paraph/contracts";
import { CheckboxField } from "../../../../shared/ui/field/checkbox-field.tsx";
import type { MailAttachmentChoice, MailAttachmentKind } from "./composer-settings.ts";
import styles from "./composer.module.css";

interface MailAttachmentsFieldsetProps {
  /** The attachments the business lets the sender choose; the others follow the business. */
  customisable: readonly MailAttachmentKind[];
  business: BusinessSettings["mailService"]["attachments"];
  choice: MailAttachmentChoice;
  onChange: (next: MailAttachmentChoice) => void;
}

/** What the mail sent when the request is completed attaches: the sender's choice, or the business's default. */
export function MailAttachmentsFieldset({ customisable, business, choice, onChange }: MailAttachmentsFieldsetProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.label}>{t("signature_requests.composer.settings.completion_mail")}</legend>
      {customisable.map((kind) => (
        <CheckboxField
          key={kind}
          label={t(`signature_requests.composer.settings.attach.${kind}`)}
          checked={choice[kind] ?? business[kind].enabled}
          onChange={(event) => onChange({ ...choice, [kind]: event.target.checked })}
        />
      ))}
    </fieldset>
  );
}
