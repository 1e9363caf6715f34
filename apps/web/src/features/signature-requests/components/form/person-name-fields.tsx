import { useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../../shared/ui/field/text-field.tsx";

export type PersonName = ReturnType<typeof usePersonName>;

/** The optional first and last name of a person to add; blank names are left out of the request. */
export function usePersonName() {
  const [firstName, setFirstName] = useState("");
  const [lastName, setLastName] = useState("");
  const toBody = (): { first_name?: string; last_name?: string } => ({
    ...(firstName.trim() ? { first_name: firstName.trim() } : {}),
    ...(lastName.trim() ? { last_name: lastName.trim() } : {}),
  });
  /** Empties the fields that still hold what was sent: a name typed since then is kept. */
  const clearIfUnchanged = (sent: { firstName: string; lastName: string }) => {
    setFirstName((current) => (current === sent.firstName ? "" : current));
    setLastName((current) => (current === sent.lastName ? "" : current));
  };
  return { firstName, setFirstName, lastName, setLastName, toBody, clearIfUnchanged };
}

/** The first- and last-name fields, both optional. */
export function PersonNameFields({ name }: { name: PersonName }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField label={t("signature_requests.composer.signers.first_name")} value={name.firstName} onChange={(event) => name.setFirstName(event.target.value)} optionalLabel={t("signature_requests.composer.optional")} />
      <TextField label={t("signature_requests.composer.signers.last_name")} value={name.lastName} onChange={(event) => name.setLastName(event.target.value)} optionalLabel={t("signature_requests.composer.optional")} />
    </>
  );
}
