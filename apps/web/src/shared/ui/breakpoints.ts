import { useSyncExternalStore } from "react";
import { BREAKPOINTS } from "@paraph/contracts";

/** Spec §9: mobile is below lg. CSS media queries repeat these values because CSS cannot read them. */
const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.lg - 0.02}px)`;

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener("change", listener);
  return () => query.removeEventListener("change", listener);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}
