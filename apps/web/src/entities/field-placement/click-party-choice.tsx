import { useTranslation } from "react-i18next";
import fieldStyles from "../signature-requests/fields.module.css";
import type { PlacementParty } from "./placement-types.ts";
import styles from "./field-placement.module.css";

interface ClickPartyChoiceProps {
  parties: readonly PlacementParty[];
  chosenId: string;
  onChoose: (partyId: string) => void;
}

/** Whose field a click on a page places: one signer (or role) at a time, each in their colour. */
export function ClickPartyChoice({ parties, chosenId, onChoose }: ClickPartyChoiceProps) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.clickChoice}>
      <legend>{t("signature_requests.composer.fields.click_for")}</legend>
      {parties.map((party, colorIndex) => (
        <label key={party.id} className={`${styles.clickOption} ${fieldStyles[`color${colorIndex % 6}`] ?? ""}`}>
          <input type="radio" name="composer-click-signer" value={party.id} checked={party.id === chosenId} onChange={() => onChoose(party.id)} />
          <span className={fieldStyles.swatch} aria-hidden="true" />
          <span>{party.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
