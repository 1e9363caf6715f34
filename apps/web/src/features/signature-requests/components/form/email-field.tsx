import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { isValidEmail } from "@paraph/contracts";
import { TextField, type TextFieldProps } from "../../../../shared/ui/field/text-field.tsx";
import { useEmailAutocomplete } from "../../api/request-queries.ts";

/** An e-mail field that suggests addresses the user already worked with (the browser's own list). */
export function EmailField({ value, ...props }: Omit<TextFieldProps, "type" | "list"> & { value: string }) {
  const listId = useId();
  const suggestions = useEmailAutocomplete(value).data?.emails ?? [];
  return (
    <>
      <TextField {...props} value={value} type="email" autoComplete="off" list={listId} />
      <datalist id={listId}>
        {suggestions.map((email) => (
          <option key={email} value={email} />
        ))}
      </datalist>
    </>
  );
}

export type RecipientEmail = ReturnType<typeof useRecipientEmail>;

/** The address of a person to add (signer, observer, delegate); `validate` marks a bad one. */
export function useRecipientEmail() {
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  /** The address trimmed and in lower case, or null when it is not valid. */
  const validate = (): string | null => {
    const address = email.trim().toLowerCase();
    const valid = isValidEmail(address);
    setInvalid(!valid);
    return valid ? address : null;
  };
  return { email, setEmail, invalid, validate };
}

/** The required e-mail field of a person to add, with suggestions and the invalid-address error. */
export function RecipientEmailField({ recipient }: { recipient: RecipientEmail }) {
  const { t } = useTranslation();
  return (
    <EmailField
      label={t("signature_requests.composer.signers.email")}
      value={recipient.email}
      onChange={(event) => recipient.setEmail(event.target.value)}
      error={recipient.invalid ? t("signature_requests.composer.invalid_email") : null}
      required
    />
  );
}
