"use client";
import "@paraph/embed";
import type { Theme } from "@paraph/embed";
import { createElement, useRef, type CSSProperties, type ReactElement } from "react";
import { themeStyle } from "./theme-style.ts";
import { useParaphEvents, type ParaphEventHandler } from "./use-paraph-events.ts";

export type ParaphComposerProps = {
  lang?: string;
  theme?: Theme;
  title?: string;
  className?: string;
  style?: CSSProperties;
  onReady?: ParaphEventHandler;
  /** The request was sent: `signatureRequestId` names it. */
  onSent?: ParaphEventHandler;
  onError?: ParaphEventHandler;
  onResize?: ParaphEventHandler;
} & ({ /** What `POST /v3/embedded-sessions` answered. */ url: string } | { /** Paraph's address. */ server: string; /** The session's token. */ token: string });

/** `<paraph-composer>` for React: the host's user prepares and sends a request inside the host page. */
export function ParaphComposer(props: ParaphComposerProps): ReactElement {
  const element = useRef<HTMLElement>(null);
  useParaphEvents(element, {
    "paraph:ready": props.onReady,
    "paraph:sent": props.onSent,
    "paraph:error": props.onError,
    "paraph:resize": props.onResize,
  });
  return createElement("paraph-composer", {
    ref: element,
    ...("url" in props ? { url: props.url } : { server: props.server, token: props.token }),
    lang: props.lang,
    title: props.title,
    className: props.className,
    style: themeStyle(props.theme, props.style),
  });
}
