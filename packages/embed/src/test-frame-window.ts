/**
 * happy-dom loads no page into a frame, so a frame has no window of its own; the tests give
 * each frame one object standing for it, the `event.source` its page's messages would carry.
 */
export function frameWindowOf(frame: HTMLIFrameElement | null): Window {
  if (!frame) throw new Error("the element framed nothing");
  if (!frame.contentWindow) Object.defineProperty(frame, "contentWindow", { value: { frame: true } as unknown as Window, configurable: true });
  return frame.contentWindow as Window;
}

/** What the frame's page would post: a message event on the host's window. */
export function post(data: unknown, origin: string, source: Window | null): void {
  window.dispatchEvent(new MessageEvent("message", { data, origin, source }));
}
