import { useEffect, useRef } from "react";
import { IMAGE_PLACEHOLDER } from "@paraph/contracts";
import styles from "./fetched-image.module.css";

/**
 * Spec §9's placeholder: the image shrunk to 10×10 and shown blurred until the real one is there.
 * It is drawn into a canvas (no data: URL, which the CSP's img-src would refuse), from the smallest
 * rendition the server makes.
 */
export function BlurredPlaceholder({ blob }: { blob: Blob }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    let isCurrent = true;
    // Browsers without createImageBitmap (and the test DOM) keep the plain grey box.
    if (typeof createImageBitmap !== "function") return;
    createImageBitmap(blob, { resizeWidth: IMAGE_PLACEHOLDER.width, resizeHeight: IMAGE_PLACEHOLDER.height, resizeQuality: "low" })
      .then((bitmap) => {
        const context = isCurrent ? canvas.current?.getContext("2d") : null;
        context?.drawImage(bitmap, 0, 0, IMAGE_PLACEHOLDER.width, IMAGE_PLACEHOLDER.height);
        bitmap.close();
      })
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [blob]);
  return (
    <canvas
      ref={canvas}
      className={styles.placeholder}
      width={IMAGE_PLACEHOLDER.width}
      height={IMAGE_PLACEHOLDER.height}
      style={{ filter: `blur(${IMAGE_PLACEHOLDER.blur}px)` }}
      aria-hidden="true"
    />
  );
}
