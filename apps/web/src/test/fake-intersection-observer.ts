import { act } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

interface Observed {
  target: Element;
  observer: IntersectionObserver;
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
}

/**
 * The test DOM has no IntersectionObserver (nor object URLs). This fake records what is observed
 * and lets a test bring an element into view, as scrolling would.
 */
export function installFakeIntersectionObserver() {
  const observed: Observed[] = [];
  let urls = 0;
  beforeEach(() => {
    observed.length = 0;
    class FakeIntersectionObserver {
      constructor(
        private readonly callback: IntersectionObserverCallback,
        private readonly options?: IntersectionObserverInit,
      ) {}
      observe(target: Element) {
        observed.push({ target, observer: this as unknown as IntersectionObserver, callback: this.callback, options: this.options });
      }
      unobserve(target: Element) {
        const index = observed.findIndex((entry) => entry.target === target && entry.observer === (this as unknown as IntersectionObserver));
        if (index >= 0) observed.splice(index, 1);
      }
      disconnect() {
        for (let index = observed.length - 1; index >= 0; index -= 1) {
          if (observed[index]?.observer === (this as unknown as IntersectionObserver)) observed.splice(index, 1);
        }
      }
      takeRecords() {
        return [];
      }
    }
    vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
    vi.spyOn(URL, "createObjectURL").mockImplementation(() => `blob:test/${(urls += 1)}`);
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  return {
    /** Whether anything observes this element (i.e. it waits to come into view). */
    isObserved: (target: Element) => observed.some((entry) => entry.target === target),
    /** The options the element's observer was made with (root, margin). */
    optionsOf: (target: Element) => observed.find((entry) => entry.target === target)?.options,
    /** Scrolls the element into view: its observers are told it intersects. */
    bringIntoView(target: Element) {
      const matching = observed.filter((entry) => entry.target === target);
      act(() => {
        for (const entry of matching) {
          entry.callback([{ target, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], entry.observer);
        }
      });
    },
  };
}
