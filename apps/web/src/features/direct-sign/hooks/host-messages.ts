import type { EmbeddedReturnEvent, EmbeddedSigningEvent } from "@paraph/contracts";
import type { GuestViewChange } from "../components/guest-sign-view.tsx";

/** The events a change of the guest view means for the host page, in the order they happened. */
export function eventsOfChange(change: GuestViewChange, ids: { signatureRequestId: string; signerId: string }, errorCode: (error: unknown) => string): EmbeddedSigningEvent[] {
  switch (change.kind) {
    case "ready":
    case "waiting":
      return [{ type: "paraph:ready", ...ids }];
    case "signed":
      return change.isCompleted ? [{ type: "paraph:signed", ...ids }, { type: "paraph:completed", ...ids }] : [{ type: "paraph:signed", ...ids }];
    case "declined":
      return [{ type: "paraph:declined", ...ids }];
    case "unavailable":
      return [{ type: "paraph:error", code: "not_found", ...ids }];
    case "failed":
      return [{ type: "paraph:error", code: errorCode(change.error), ...ids }];
    default:
      return [];
  }
}

/** Where a view opened as a whole page goes once it is done: the return URL, told what happened. */
export function returnUrlFor(returnUrl: string, event: EmbeddedReturnEvent): string {
  const url = new URL(returnUrl);
  url.searchParams.set("event", event);
  return url.toString();
}
