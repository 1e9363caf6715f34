import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from "react";
import { TOOLTIP_DELAY_MS } from "@paraph/contracts";
import styles from "./tooltip.module.css";

interface TriggerProps {
  "aria-describedby"?: string;
}

/** A short text shown 150 ms after the pointer or the keyboard focus reaches its trigger. */
export function Tooltip({ text, children }: { text: string; children: ReactElement<TriggerProps> }) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const show = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(true), TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    if (timer.current) clearTimeout(timer.current);
    setVisible(false);
  };
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return (
    <span
      className={styles.anchor}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === "Escape" && hide()}
    >
      {cloneElement(children, { "aria-describedby": id })}
      <span id={id} role="tooltip" className={styles.tooltip} hidden={!visible}>
        {text}
      </span>
    </span>
  );
}
