import { useState, type ImgHTMLAttributes } from "react";
import styles from "./image.module.css";

/** Spec §4: an image is idle, loading, loaded or in error. */
export type ImageState = "idle" | "loading" | "loaded" | "error";

interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "onLoad" | "onError"> {
  src: string;
  alt: string;
  /** Shown instead of the image when it cannot be loaded. */
  fallback?: string;
  onStateChange?: (state: ImageState) => void;
}

/** An image that loads lazily (§9) and shows a quiet placeholder until it is there. */
export function Image({ src, alt, fallback, className, onStateChange, ...rest }: ImageProps) {
  const [state, setState] = useState<{ src: string; value: ImageState }>({ src, value: "loading" });
  const current = state.src === src ? state.value : "loading";
  if (state.src !== src) setState({ src, value: "loading" });
  const settle = (value: ImageState) => {
    setState({ src, value });
    onStateChange?.(value);
  };

  if (current === "error") {
    return (
      <span className={`${styles.placeholder} ${styles.error} ${className ?? ""}`} role="img" aria-label={alt} data-state="error">
        {fallback}
      </span>
    );
  }
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      data-state={current}
      className={`${styles.image} ${current === "loading" ? styles.loading : ""} ${className ?? ""}`}
      onLoad={() => settle("loaded")}
      onError={() => settle("error")}
    />
  );
}
