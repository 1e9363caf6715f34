import { useTranslation } from "react-i18next";
import { TextField } from "../../shared/ui/field/text-field.tsx";

/** Reads a number of seats within the bounds; null when the text is not one. */
export function readSeats(text: string, min: number, max: number): number | null {
  const seats = Number(text);
  return Number.isInteger(seats) && seats >= min && seats <= max ? seats : null;
}

/** A number of seats between `min` and `max`, with the bounds as its hint and, when outside them, its error. */
export function SeatsField({ label, text, onText, min, max }: { label: string; text: string; onText: (text: string) => void; min: number; max: number }) {
  const { t } = useTranslation();
  const bounds = t("billing.chooser.seats_hint", { min: String(min), max: String(max) });
  return (
    <TextField
      label={label}
      type="number"
      min={min}
      max={max}
      value={text}
      hint={bounds}
      error={readSeats(text, min, max) === null ? bounds : null}
      onChange={(event) => onText(event.target.value)}
    />
  );
}
