import styles from "./billing.module.css";

interface UsageBarProps {
  label: string;
  used: number;
  /** Null for no limit. */
  limit: number | null;
  /** "3 of 10", or "3 (no limit)". */
  valueText: string;
}

/** How much of a quota is used, as a bar with its figures (a progress bar for screen readers). */
export function UsageBar({ label, used, limit, valueText }: UsageBarProps) {
  const share = limit === null ? 0 : limit === 0 ? 1 : Math.min(1, used / limit);
  const level = limit === null ? "ok" : share >= 1 ? "full" : share >= 0.8 ? "near" : "ok";
  return (
    <div className={styles.usage}>
      <div className={styles.usageHead}>
        <span>{label}</span>
        <span>{valueText}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit ?? used}
        aria-valuenow={limit === null ? used : Math.min(used, limit)}
        aria-valuetext={valueText}
      >
        <div className={styles.fill} data-level={level} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}
