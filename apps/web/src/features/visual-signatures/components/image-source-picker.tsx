import { useId } from "react";
import { useTranslation } from "react-i18next";
import styles from "./visual-signatures.module.css";

/** Where the signature's image comes from: drawn here, an uploaded file, the written name, or the one it has. */
export type ImageSource = "draw" | "upload" | "name" | "keep";

export function ImageSourcePicker({ value, canKeep, onChange }: { value: ImageSource; canKeep: boolean; onChange: (value: ImageSource) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const options: Array<{ value: ImageSource; label: string }> = [
    ...(canKeep ? [{ value: "keep" as const, label: t("visual_signatures.editor.source_keep") }] : []),
    { value: "draw", label: t("visual_signatures.editor.source_draw") },
    { value: "upload", label: t("visual_signatures.editor.source_upload") },
    { value: "name", label: t("visual_signatures.editor.source_name") },
  ];
  return (
    <fieldset className={styles.sources}>
      <legend>{t("visual_signatures.editor.appearance")}</legend>
      <div className={styles.segmented}>
        {options.map((option) => (
          <label key={option.value} className={`${styles.segment} ${value === option.value ? styles.segmentActive : ""}`}>
            <input type="radio" name={name} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
