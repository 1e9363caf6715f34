import { useEffect, useEffectEvent, useRef, useState } from "react";
import { BlurredPlaceholder } from "./blurred-placeholder.tsx";
import type { ImageState } from "./image.tsx";
import { chooseImageDensity, readDevicePixelRatio, type ImageDensity } from "./image-density.ts";
import { useInView } from "./use-in-view.ts";
import styles from "./fetched-image.module.css";

export interface FetchedImageRequest {
  /** Spec §9 density (1 or 2) for this screen. */
  density: ImageDensity;
  /** The screen's exact pixel ratio, for sources that take any size (page images take a scale). */
  pixelRatio: number;
  signal: AbortSignal;
}

export interface FetchedImageProps {
  alt: string;
  /**
   * Names what `load` answers (URL, scale…). A new key fetches again; the old picture stays until
   * the new one is there, so zooming never flashes an empty box.
   */
  sourceKey: string;
  /** Fetches the image, usually through the API client (our images need the session's Authorization). */
  load: (request: FetchedImageRequest) => Promise<Blob>;
  /** A small rendition shown as the 10×10 blurred placeholder while the image loads. */
  loadPlaceholder?: (signal: AbortSignal) => Promise<Blob>;
  /** Display size in CSS pixels; the box keeps this ratio when its container is narrower. */
  width: number;
  height: number;
  /** Spec §9: lazy loading is on unless turned off. */
  lazy?: boolean;
  /** The scrolling element that lazy loading measures against (a document viewer's page list). */
  lazyRoot?: Element | null;
  lazyMargin?: string;
  /** Shown when the image cannot be loaded. */
  fallback?: string;
  className?: string;
  onStateChange?: (state: ImageState) => void;
}

interface Loaded {
  key: string;
  url: string;
  density: ImageDensity;
}

/**
 * An image fetched as a Blob and shown from an object URL, with spec §4's idle, loading, loaded and
 * error states. Plain `<img src>` cannot send the Authorization header our image endpoints need.
 */
export function FetchedImage({
  alt,
  sourceKey,
  load,
  loadPlaceholder,
  width,
  height,
  lazy = true,
  lazyRoot,
  lazyMargin,
  fallback,
  className,
  onStateChange,
}: FetchedImageProps) {
  const frame = useRef<HTMLSpanElement>(null);
  const isInView = useInView(frame, { enabled: lazy, root: lazyRoot, rootMargin: lazyMargin });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [decodedUrl, setDecodedUrl] = useState<string | null>(null);
  const [placeholder, setPlaceholder] = useState<Blob | null>(null);
  // The latest callbacks, without fetching again when a parent passes new function objects each render.
  const loadNow = useEffectEvent((request: FetchedImageRequest) => load(request));
  const loadPlaceholderNow = useEffectEvent((signal: AbortSignal) => loadPlaceholder?.(signal) ?? null);
  const reportState = useEffectEvent((value: ImageState) => onStateChange?.(value));

  const state: ImageState = !isInView
    ? "idle"
    : failedKey === sourceKey
      ? "error"
      : loaded?.key === sourceKey && decodedUrl === loaded.url
        ? "loaded"
        : "loading";

  useEffect(() => {
    reportState(state);
  }, [state]);

  useEffect(() => {
    if (!isInView) return;
    const controller = new AbortController();
    const pixelRatio = readDevicePixelRatio();
    const density = chooseImageDensity(pixelRatio);
    loadNow({ density, pixelRatio, signal: controller.signal })
      .then((blob) => {
        if (controller.signal.aborted) return;
        const url = URL.createObjectURL(blob);
        setLoaded({ key: sourceKey, url, density });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailedKey(sourceKey);
      });
    return () => controller.abort();
  }, [isInView, sourceKey]);

  useEffect(() => {
    if (!isInView) return;
    const controller = new AbortController();
    loadPlaceholderNow(controller.signal)
      ?.then((blob) => controller.signal.aborted || setPlaceholder(blob))
      .catch(() => undefined);
    return () => controller.abort();
  }, [isInView]);

  // The object URL goes when it is replaced (above) or with the component.
  const shownUrl = loaded?.url;
  useEffect(() => () => {
    if (shownUrl) URL.revokeObjectURL(shownUrl);
  }, [shownUrl]);

  const box = { width, aspectRatio: `${width} / ${height}` };
  return (
    <span ref={frame} className={`${styles.frame} ${className ?? ""}`} style={box} data-state={state}>
      {placeholder && state !== "loaded" ? <BlurredPlaceholder blob={placeholder} /> : null}
      {loaded && state !== "error" ? (
        <img
          className={`${styles.image} ${decodedUrl === null ? styles.decoding : ""}`}
          src={loaded.url}
          srcSet={`${loaded.url} ${loaded.density}x`}
          alt={alt}
          width={width}
          height={height}
          loading="lazy"
          decoding="async"
          data-state={state}
          onLoad={() => setDecodedUrl(loaded.url)}
          onError={() => setFailedKey(sourceKey)}
        />
      ) : (
        <span className={`${styles.pending} ${state === "error" ? styles.error : ""}`} role="img" aria-label={alt} data-state={state}>
          {state === "error" ? fallback : null}
        </span>
      )}
    </span>
  );
}
