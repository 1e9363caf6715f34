import { useRef, useState, type ButtonHTMLAttributes, type PointerEvent, type ReactNode } from "react";
import { TOUCH_RIPPLE_DELAY_MS } from "@paraph/contracts";
import { Spinner } from "../spinner/spinner.tsx";
import styles from "./button.module.css";

export type ButtonSize = "xs" | "sm" | "md" | "lg" | "xl";
/** Spec §9 button types: primary (filled), secondary (outlined) and text. */
export type ButtonKind = "primary" | "secondary" | "text";
export type ButtonColor = "info" | "grey" | "success" | "warning" | "error" | "ses" | "aes" | "qes" | "part11";

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  size?: ButtonSize;
  kind?: ButtonKind;
  /** Defaults to info for primary and secondary, grey for text buttons. */
  color?: ButtonColor;
  loading?: boolean;
  fullWidth?: boolean;
  icon?: ReactNode;
}

export function defaultButtonColor(kind: ButtonKind): ButtonColor {
  return kind === "text" ? "grey" : "info";
}

interface Ripple {
  id: number;
  x: number;
  y: number;
}

export function Button({
  size = "md",
  kind = "primary",
  color,
  loading = false,
  fullWidth = false,
  icon,
  className,
  children,
  disabled,
  type = "button",
  onPointerDown,
  ...rest
}: ButtonProps) {
  const [ripples, setRipples] = useState<Ripple[]>([]);
  const pendingRipple = useRef<ReturnType<typeof setTimeout> | null>(null);
  const resolvedColor = color ?? defaultButtonColor(kind);

  const cancelRipple = () => {
    if (pendingRipple.current) clearTimeout(pendingRipple.current);
    pendingRipple.current = null;
  };

  const startRipple = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerDown?.(event);
    const rect = event.currentTarget.getBoundingClientRect();
    const ripple = { id: Date.now(), x: event.clientX - rect.left, y: event.clientY - rect.top };
    const show = () => setRipples((current) => [...current.slice(-2), ripple]);
    // Spec §9: on touch the ripple waits 80 ms, so a finger that starts scrolling shows none.
    if (event.pointerType === "touch") pendingRipple.current = setTimeout(show, TOUCH_RIPPLE_DELAY_MS);
    else show();
  };

  const classes = [styles.button, styles[size], styles[kind], styles[`color-${resolvedColor}`], fullWidth ? styles.fullWidth : "", className ?? ""]
    .filter(Boolean)
    .join(" ");

  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-kind={kind}
      data-color={resolvedColor}
      data-size={size}
      onPointerDown={startRipple}
      onPointerMove={(event) => event.pointerType === "touch" && cancelRipple()}
      onPointerCancel={cancelRipple}
    >
      {loading ? <Spinner size="sm" /> : icon}
      <span className={styles.label}>{children}</span>
      {ripples.map((ripple) => (
        <span
          key={ripple.id}
          className={styles.ripple}
          style={{ left: ripple.x, top: ripple.y }}
          onAnimationEnd={() => setRipples((current) => current.filter((item) => item.id !== ripple.id))}
          aria-hidden="true"
        />
      ))}
    </button>
  );
}
