import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../shared/i18n/format.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import styles from "./validation.module.css";

/** Time-stamps with their times and whether each verifies; `note` adds a word about each one. */
export function TimeStampList({ stamps, note }: { stamps: { time: string; valid: boolean }[]; note?: (index: number) => string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className={styles.stamps}>
      {stamps.map((stamp, index) => {
        const time = stamp.time ? formatDateTime(stamp.time, language) : "";
        const text = !time
          ? t("signature_validation.time_stamp.unreadable")
          : stamp.valid
            ? t("signature_validation.time_stamp.valid", { time })
            : t("signature_validation.time_stamp.invalid", { time });
        const extra = note?.(index);
        return <li key={index}>{extra ? `${text}, ${extra}` : text}</li>;
      })}
    </ul>
  );
}
