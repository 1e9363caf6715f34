import type { ParaphEventType, ParaphMessage } from "@paraph/embed";
import { useEffect, useRef, type RefObject } from "react";

export type ParaphEventHandler = (message: ParaphMessage) => void;
export type ParaphEventHandlers = Partial<Record<ParaphEventType, ParaphEventHandler | undefined>>;

/**
 * Listens on the element for each event a handler is given for. The newest handlers are read at
 * the time of the event, so a host passing new arrow functions on every render adds no listener.
 */
export function useParaphEvents(element: RefObject<HTMLElement | null>, handlers: ParaphEventHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const types = (Object.keys(handlers) as ParaphEventType[]).filter((type) => handlers[type]).sort().join(" ");
  useEffect(() => {
    const target = element.current;
    if (!target || !types) return;
    const listeners = types.split(" ").map((type) => {
      const listener = (event: Event): void => latest.current[type as ParaphEventType]?.((event as CustomEvent<ParaphMessage>).detail);
      target.addEventListener(type, listener);
      return () => target.removeEventListener(type, listener);
    });
    return () => listeners.forEach((remove) => remove());
  }, [element, types]);
}
