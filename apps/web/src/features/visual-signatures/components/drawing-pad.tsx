import { forwardRef, useImperativeHandle, useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../shared/ui/button/button.tsx";
import styles from "./visual-signatures.module.css";

export interface DrawingPadHandle {
  /** The drawing as a PNG with a transparent background, or null while nothing is drawn. */
  exportPng(): Promise<Blob | null>;
}

/** Canvas pixels; wide like the 300×140 signature box, and twice as fine for a crisp result. */
const PAD_WIDTH = 900;
const PAD_HEIGHT = 360;
const STROKE_WIDTH = 5;

/** Draw a signature with mouse, finger or pen (pointer events cover all three). */
export const DrawingPad = forwardRef<DrawingPadHandle, { onDrawnChange?: (hasDrawing: boolean) => void }>(function DrawingPad({ onDrawnChange }, ref) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [hasDrawing, setHasDrawing] = useState(false);

  const markDrawn = (value: boolean) => {
    setHasDrawing(value);
    onDrawnChange?.(value);
  };

  // Pointer position in canvas pixels, whatever size CSS gives the canvas.
  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const scaleX = box.width > 0 ? PAD_WIDTH / box.width : 1;
    const scaleY = box.height > 0 ? PAD_HEIGHT / box.height : 1;
    return { x: (event.clientX - box.left) * scaleX, y: (event.clientY - box.top) * scaleY };
  };

  const context = () => {
    const drawing = canvas.current?.getContext("2d");
    if (!drawing) return null;
    drawing.lineCap = "round";
    drawing.lineJoin = "round";
    drawing.lineWidth = STROKE_WIDTH;
    drawing.strokeStyle = "#1a2a5a";
    return drawing;
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    event.preventDefault();
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const point = pointOf(event);
    last.current = point;
    const drawing = context();
    if (!drawing) return;
    // A tap leaves a dot, as a pen would.
    drawing.beginPath();
    drawing.arc(point.x, point.y, STROKE_WIDTH / 2, 0, Math.PI * 2);
    drawing.fillStyle = "#1a2a5a";
    drawing.fill();
    if (!hasDrawing) markDrawn(true);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!last.current) return;
    const point = pointOf(event);
    const drawing = context();
    if (drawing) {
      drawing.beginPath();
      drawing.moveTo(last.current.x, last.current.y);
      drawing.lineTo(point.x, point.y);
      drawing.stroke();
    }
    last.current = point;
  };

  const end = () => {
    last.current = null;
  };

  const clear = () => {
    context()?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
    markDrawn(false);
  };

  useImperativeHandle(ref, () => ({
    exportPng: () =>
      new Promise((resolve) => {
        if (!hasDrawing || !canvas.current) return resolve(null);
        canvas.current.toBlob((blob) => resolve(blob), "image/png");
      }),
  }));

  return (
    <div className={styles.pad}>
      <canvas
        ref={canvas}
        className={styles.padCanvas}
        width={PAD_WIDTH}
        height={PAD_HEIGHT}
        role="img"
        aria-label={t("visual_signatures.pad.label")}
        data-drawn={hasDrawing}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        onPointerLeave={end}
      />
      <div className={styles.padFooter}>
        <span className={styles.padHint}>{t("visual_signatures.pad.hint")}</span>
        <Button size="sm" kind="text" onClick={clear} disabled={!hasDrawing}>
          {t("visual_signatures.pad.clear")}
        </Button>
      </div>
    </div>
  );
});
