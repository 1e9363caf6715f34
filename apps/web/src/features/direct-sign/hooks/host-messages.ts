import type { EmbeddedReturnEvent, EmbeddedSigningEvent } from "@paraph/contracts";
import type { GuestViewChange } from "../components/guest-sign-view.tsx";

/** The one window the embedded view talks to: its parent, at the origin the link was made for. */
export interface HostWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

/**
 * Posts the view's events to the host page, to the link's origin only: a page of any other origin
 * that framed the view (the browser's frame-ancestors already forbids it) would hear nothing.
 */
export function createHostMessenger(host: HostWindow, hostOrigin: string): (event: EmbeddedSigningEvent) => void {
  if (!hostOrigin || hostOrigin === "*") throw new Error("The host origin must be one origin");
  return (event) => host.postMessage(event, hostOrigin);
}

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

/** Whether the view runs inside another page's frame (then it posts events) or as the whole page (then it goes to the return URL). */
export function isFramed(view: Pick<Window, "parent" | "self">): boolean {
  return view.parent !== view.self;
}
