import type { ReactNode } from "react";
import styles from "./validation.module.css";

/** How a check came out; the icon and colour repeat what the words already say. */
export type CheckTone = "ok" | "warning" | "fail" | "demo" | "neutral";

const TONE_ICONS: Record<CheckTone, string | null> = { ok: "✓", warning: "!", fail: "✕", demo: "◆", neutral: null };

/** One check of a report: what was checked, how it came out, and what that means in plain words. */
export function CheckItem({ label, tone = "neutral", explanation, children }: { label: string; tone?: CheckTone; explanation?: string; children: ReactNode }) {
  const icon = TONE_ICONS[tone];
  return (
    <div className={styles.check}>
      <dt>{label}</dt>
      <dd>
        <span className={`${styles.value} ${styles[`tone-${tone}`] ?? ""}`}>
          {icon ? (
            <span className={styles.toneIcon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          <span>{children}</span>
        </span>
        {explanation ? <p className={styles.explanation}>{explanation}</p> : null}
      </dd>
    </div>
  );
}
