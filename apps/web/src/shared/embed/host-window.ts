import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { applyEmbedTheme, readEmbedFragment } from "./embed-fragment.ts";

/** The one window an embedded page talks to: its parent, at the origin its link was made for. */
export interface HostWindow {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Whether the page runs inside another page's frame (then it posts events) or as the whole page (then it goes to its return URL). */
export function isFramed(view: Pick<Window, "parent" | "self">): boolean {
  return view.parent !== view.self;
}

/**
 * Posts an embedded page's events to its host, at the link's origin only: a page of any other
 * origin that framed it (the browser's frame-ancestors already forbids it) would hear nothing.
 */
export function createHostMessenger<Message>(host: HostWindow, hostOrigin: string): (message: Message) => void {
  if (!hostOrigin || hostOrigin === "*") throw new Error("The host origin must be one origin");
  return (message) => host.postMessage(message, hostOrigin);
}

/** The messenger to the page's host, or null when the page is not framed or knows no host origin yet. */
export function hostMessengerOf<Message>(view: Window, hostOrigin: string | null): ((message: Message) => void) | null {
  return isFramed(view) && hostOrigin ? createHostMessenger<Message>(view.parent, hostOrigin) : null;
}

/**
 * Tells the host page the embedded page's height whenever it changes (paraph:resize), so the host
 * can size its frame to the content instead of showing a second scroll bar.
 */
export function useHostResize(post: ((message: { type: "paraph:resize"; height: number }) => void) | null): void {
  useEffect(() => {
    if (!post || typeof ResizeObserver === "undefined") return;
    let lastHeight = -1;
    const observer = new ResizeObserver(() => {
      const height = Math.ceil(document.body.scrollHeight);
      if (height === lastHeight) return;
      lastHeight = height;
      post({ type: "paraph:resize", height });
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [post]);
}

/** Applies the language and theme the host's element passed in the frame URL's fragment, once, as the page opens. */
export function useEmbedFragment(): void {
  const { i18n } = useTranslation();
  const [fragment] = useState(() => readEmbedFragment(window.location.hash));
  useEffect(() => {
    applyEmbedTheme(document.documentElement, fragment.theme);
    if (fragment.lang && i18n.language !== fragment.lang) void i18n.changeLanguage(fragment.lang);
  }, [fragment, i18n]);
}
