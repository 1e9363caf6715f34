import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EID_DOCUMENT_NUMBER_PATTERN } from "@paraph/contracts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { ConfirmDialogFrame } from "../../../shared/dialogs/confirm-dialog-frame.tsx";
import type { DialogComponentProps } from "../../../shared/dialogs/dialog-manager.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { DateField } from "../../../shared/ui/field/date-field.tsx";
import { SelectField } from "../../../shared/ui/field/select-field.tsx";
import { TextField } from "../../../shared/ui/field/text-field.tsx";
import { useSupplyEidData } from "../api/eid-data-api.ts";

type Legislation = "eidas" | "zertes";

/** The answers the dialog explains in its own words; any other failure reads as everywhere else. */
const OWN_MESSAGES: Record<string, string> = {
  eid_data_not_found: "eid_data.errors.not_found",
  eid_data_mismatch: "eid_data.errors.mismatch",
  eid_data_answer_refused: "eid_data.errors.refused",
  rate_limited: "eid_data.errors.rate_limited",
};

const normalDocumentNumber = (typed: string) => typed.replace(/\s+/g, "").toUpperCase();

/**
 * document/supply-eid-data (spec §2): a signer identified before at the identity partner gives the
 * document number and date of birth of that identity document instead of identifying again
 * (docs/signature-standards.md). Paraph asks the partner; only an identification of the account's
 * person grants QES. Success closes the dialog and tells the opener (action `supply`, payload
 * `{ legislation }`), whose panel then says so and offers to sign.
 */
export default function SupplyEidDataDialog(dialog: DialogComponentProps) {
  const { t } = useTranslation();
  const supply = useSupplyEidData();
  const props = dialog.request.props;
  const given: Legislation | null = props.legislation === "eidas" || props.legislation === "zertes" ? props.legislation : null;
  const [legislation, setLegislation] = useState<Legislation>(given ?? "eidas");
  const [documentNumber, setDocumentNumber] = useState("");
  const [dateOfBirth, setDateOfBirth] = useState("");
  const [isChecked, setChecked] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const documentError = !isChecked ? null : documentNumber.trim() === "" ? t("eid_data.document_number_missing") : EID_DOCUMENT_NUMBER_PATTERN.test(normalDocumentNumber(documentNumber)) ? null : t("eid_data.document_number_invalid");
  const dateError = isChecked && dateOfBirth === "" ? t("eid_data.date_of_birth_missing") : null;

  const submit = () => {
    setChecked(true);
    if (documentNumber.trim() === "" || !EID_DOCUMENT_NUMBER_PATTERN.test(normalDocumentNumber(documentNumber)) || dateOfBirth === "") return;
    void dialog
      .runAction(
        "supply",
        async () => {
          setFailure(null);
          await supply({ documentNumber: normalDocumentNumber(documentNumber), dateOfBirth, legislation });
        },
        { legislation },
      )
      .catch((error: unknown) => setFailure(error));
  };

  const ownMessage = isApiError(failure) ? OWN_MESSAGES[failure.code] : undefined;
  const legislationName = t(`identification.legislations.${legislation}`);

  return (
    <ConfirmDialogFrame
      dialog={dialog}
      title={t("eid_data.title")}
      body={t("eid_data.body", { legislation: legislationName })}
      action="supply"
      confirmLabel={t("eid_data.confirm")}
      confirmColor="qes"
      onConfirm={submit}
      isForm
    >
      {failure ? <Alert tone="error">{ownMessage ? t(ownMessage as never) : describeError(failure, t)}</Alert> : null}
      {given ? null : (
        <SelectField
          label={t("eid_data.legislation")}
          value={legislation}
          onChange={(event) => setLegislation(event.target.value === "zertes" ? "zertes" : "eidas")}
          options={[
            { value: "eidas", label: t("identification.legislations.eidas") },
            { value: "zertes", label: t("identification.legislations.zertes") },
          ]}
        />
      )}
      <TextField
        label={t("eid_data.document_number")}
        hint={t("eid_data.document_number_hint")}
        value={documentNumber}
        autoComplete="off"
        spellCheck={false}
        required
        data-autofocus
        error={documentError}
        onChange={(event) => setDocumentNumber(event.target.value)}
      />
      <DateField label={t("eid_data.date_of_birth")} value={dateOfBirth} required error={dateError} onChange={setDateOfBirth} />
      <p>{t("eid_data.certificate_note")}</p>
      {/* Enter in a field submits the form, as the button does. */}
      <button type="submit" hidden />
    </ConfirmDialogFrame>
  );
}
