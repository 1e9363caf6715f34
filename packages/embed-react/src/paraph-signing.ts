"use client";
import "@paraph/embed";
import type { Theme } from "@paraph/embed";
import { createElement, useRef, type CSSProperties, type ReactElement } from "react";
import { themeStyle } from "./theme-style.ts";
import { useParaphEvents, type ParaphEventHandler } from "./use-paraph-events.ts";

export interface ParaphSigningProps {
  /** The one-time link `POST /v3/signature-requests/{id}/embedded-signing` answered. */
  url: string;
  /** The page's language (en-gb, de-ch, fr-ch, it); the signer's own otherwise. */
  lang?: string;
  /** CSS custom properties the page takes on (docs/embedding.md, "Theming"). */
  theme?: Theme;
  /** The frame's accessible name. */
  title?: string;
  className?: string;
  style?: CSSProperties;
  onReady?: ParaphEventHandler;
  onSigned?: ParaphEventHandler;
  onDeclined?: ParaphEventHandler;
  onCompleted?: ParaphEventHandler;
  onError?: ParaphEventHandler;
  onResize?: ParaphEventHandler;
}

/** `<paraph-signing>` for React: a signer signs inside the host page. */
export function ParaphSigning(props: ParaphSigningProps): ReactElement {
  const element = useRef<HTMLElement>(null);
  useParaphEvents(element, {
    "paraph:ready": props.onReady,
    "paraph:signed": props.onSigned,
    "paraph:declined": props.onDeclined,
    "paraph:completed": props.onCompleted,
    "paraph:error": props.onError,
    "paraph:resize": props.onResize,
  });
  return createElement("paraph-signing", {
    ref: element,
    url: props.url,
    lang: props.lang,
    title: props.title,
    className: props.className,
    style: themeStyle(props.theme, props.style),
  });
}
