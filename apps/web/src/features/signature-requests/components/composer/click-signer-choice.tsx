import { useTranslation } from "react-i18next";
import type { SignatureRequestView } from "@paraph/contracts";
import fieldStyles from "../../../../shared/request-view/fields.module.css";
import { signerName } from "../../../../shared/request-view/signer-name.ts";
import styles from "./composer.module.css";

interface ClickSignerChoiceProps {
  signers: readonly SignatureRequestView["signers"][number][];
  chosenId: string;
  onChoose: (signerId: string) => void;
}

/** Whose field a click on a page places: one signer at a time, each in their colour. */
export function ClickSignerChoice({ signers, chosenId, onChoose }: ClickSignerChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.clickChoice}>
      <legend>{t("requests.composer.fields.click_for")}</legend>
      {signers.map((signer, colorIndex) => (
        <label key={signer.id} className={`${styles.clickOption} ${fieldStyles[`color${colorIndex % 6}`] ?? ""}`}>
          <input type="radio" name="composer-click-signer" value={signer.id} checked={signer.id === chosenId} onChange={() => onChoose(signer.id)} />
          <span className={fieldStyles.swatch} aria-hidden="true" />
          <span>{signerName(signer)}</span>
        </label>
      ))}
    </fieldset>
  );
}
