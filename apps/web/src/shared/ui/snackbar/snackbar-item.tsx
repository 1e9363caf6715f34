import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { SNACKBAR } from "@paraph/contracts";
import type { SnackbarMessage } from "./snackbar-types.ts";
import styles from "./snackbar.module.css";

interface SnackbarItemProps {
  message: SnackbarMessage;
  onDismiss: () => void;
  closeLabel: string;
}

/**
 * One message. Spec §4: it stays until its time runs out, it is closed, its action is used, or it
 * is swiped vertically by more than 50 px. Hovering pauses the time; leaving starts it afresh.
 */
export function SnackbarItem({ message, onDismiss, closeLabel }: SnackbarItemProps) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const isTimed = !message.indefinite && message.duration !== SNACKBAR.indefinite && message.duration >= 0;

  const stopTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const startTimer = useCallback(() => {
    stopTimer();
    if (isTimed) timer.current = setTimeout(onDismiss, message.duration);
  }, [isTimed, message.duration, onDismiss, stopTimer]);

  useEffect(() => {
    startTimer();
    return stopTimer;
  }, [startTimer, stopTimer]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientY;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null || !message.dismissible) return;
    const distance = event.clientY - swipeStart.current;
    if (Math.abs(distance) > SNACKBAR.swipeDismissPx) {
      swipeStart.current = null;
      onDismiss();
      return;
    }
    setOffset(distance);
  };
  const endSwipe = () => {
    swipeStart.current = null;
    setOffset(0);
  };

  return (
    <div
      className={`${styles.snackbar} ${styles[message.color]}`}
      role={message.color === "error" ? "alert" : "status"}
      data-testid="snackbar"
      style={offset ? { transform: `translateY(${offset}px)`, opacity: 1 - Math.abs(offset) / 100 } : undefined}
      onMouseEnter={stopTimer}
      onMouseLeave={startTimer}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endSwipe}
      onPointerCancel={endSwipe}
    >
      <span className={styles.text}>{message.message}</span>
      {message.action ? (
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            message.action?.handler();
            onDismiss();
          }}
        >
          {message.action.text}
        </button>
      ) : null}
      {message.dismissible ? (
        <button type="button" className={styles.close} onClick={onDismiss} aria-label={closeLabel}>
          ×
        </button>
      ) : null}
    </div>
  );
}
