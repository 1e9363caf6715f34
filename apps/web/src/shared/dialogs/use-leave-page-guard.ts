import { useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useDialogs } from "./dialog-manager.tsx";

/** While `hasUnsavedChanges`, leaving the page within the app asks first (general/leave-page). */
export function useLeavePageGuard(hasUnsavedChanges: boolean): void {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname);
  const { open } = useDialogs();
  const latestBlocker = useRef(blocker);
  useEffect(() => {
    latestBlocker.current = blocker;
  });

  const isBlocked = blocker.state === "blocked";
  // One question per blocked navigation: the dialog's answer proceeds or resets the blocker.
  useEffect(() => {
    if (!isBlocked) return;
    open("general/leave-page", {}, (action) => {
      const current = latestBlocker.current;
      if (current.state !== "blocked") return;
      if (action === "leave") current.proceed();
      else current.reset();
    });
  }, [isBlocked, open]);

  // Closing the tab or reloading cannot show our dialog; the browser asks its own question.
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hasUnsavedChanges]);
}
