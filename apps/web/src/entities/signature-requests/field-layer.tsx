import { useRef, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { fieldToPixels, moveField, resizeField, type FieldBox, type PageSize } from "./field-geometry.ts";
import styles from "./fields.module.css";

/** Where a field sits: a page of a document and a box on it (a signature field, or a field the signer fills). */
export type PlacedBox = FieldBox & { document_id: string; page: number };

export interface PlacedField {
  /** Stable while editing: signer and index. */
  key: string;
  signerId: string;
  label: string;
  /** What a screen reader calls the field and its remove button, when it is not a signature field. */
  description?: { field: string; remove: string };
  /** One of the signer palette's colours (an index, styled by the CSS module). */
  colorIndex: number;
  field: PlacedBox;
  /** The signer's own field while they can sign: it says "Click to sign" and starts signing. */
  onActivate?: () => void;
}

interface FieldLayerProps {
  documentId: string;
  pageNumber: number;
  pageSize: PageSize;
  scale: number;
  fields: readonly PlacedField[];
  /** Without it the fields are shown, not edited. */
  onChange?: (key: string, box: FieldBox) => void;
  onRemove?: (key: string) => void;
  /** The field the editor shows the settings of: focusing or pressing a field selects it. */
  selectedKey?: string | null;
  onSelect?: (key: string) => void;
  /**
   * A click or tap on the page itself (not on a field) at this point, in pixels from the page's
   * top-left corner; without it a click on the page does nothing.
   */
  onPlace?: (offsetPx: { x: number; y: number }) => void;
}

/** Pointer travel (px) past which a press on the page is not a click (a scroll, a drag). */
const CLICK_TRAVEL_PX = 6;

/**
 * The signature fields of one page, drawn over its image. Editing uses pointer events (mouse,
 * pen and touch alike): drag a field to move it, its corner to resize it; arrow keys nudge, Alt
 * with the arrow keys resizes, Delete removes. With
 * `onPlace`, a click or tap on the page places a field there.
 */
export function FieldLayer({ documentId, pageNumber, pageSize, scale, fields, onChange, onRemove, selectedKey, onSelect, onPlace }: FieldLayerProps) {
  const onPage = fields.filter((placed) => placed.field.document_id === documentId && placed.field.page === pageNumber);
  const press = useRef<{ pointerId: number; x: number; y: number } | null>(null);
  const beginPress = (event: ReactPointerEvent<HTMLDivElement>) => {
    // Presses on a field are the field's own (move, resize, remove).
    if (event.target !== event.currentTarget || event.button !== 0) return;
    press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const endPress = (event: ReactPointerEvent<HTMLDivElement>) => {
    const state = press.current;
    press.current = null;
    if (!onPlace || !state || state.pointerId !== event.pointerId) return;
    if (Math.hypot(event.clientX - state.x, event.clientY - state.y) > CLICK_TRAVEL_PX) return;
    const rect = event.currentTarget.getBoundingClientRect();
    onPlace({ x: event.clientX - rect.left, y: event.clientY - rect.top });
  };
  return (
    <div
      className={`${styles.layer} ${onPlace ? styles.placing : ""}`}
      data-page-drop={onChange ? "true" : undefined}
      data-document-id={documentId}
      data-page-number={pageNumber}
      onPointerDown={onPlace ? beginPress : undefined}
      onPointerUp={onPlace ? endPress : undefined}
      onPointerCancel={onPlace ? () => (press.current = null) : undefined}
    >
      {onPage.map((placed) => (
        <FieldBoxView
          key={placed.key}
          placed={placed}
          pageSize={pageSize}
          scale={scale}
          onChange={onChange}
          onRemove={onRemove}
          isSelected={placed.key === selectedKey}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}

/** The signer's own field, as a button that signs. */
function SignHereButton({ placed, box, colorClass, onActivate }: { placed: PlacedField; box: ReturnType<typeof fieldToPixels>; colorClass: string; onActivate: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${styles.field} ${styles.signHere} ${colorClass}`}
      style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
      aria-label={t("signature_requests.fields.click_to_sign_label", { name: placed.label })}
      data-field-key={placed.key}
      data-sign-here="true"
      onClick={onActivate}
    >
      <span className={styles.fieldLabel}>{placed.label}</span>
      <span className={styles.signHereText}>{t("signature_requests.fields.click_to_sign")}</span>
    </button>
  );
}

interface DragState {
  mode: "move" | "resize";
  pointerId: number;
  startX: number;
  startY: number;
  start: FieldBox;
}

function FieldBoxView({
  placed,
  pageSize,
  scale,
  onChange,
  onRemove,
  isSelected,
  onSelect,
}: {
  placed: PlacedField;
  pageSize: PageSize;
  scale: number;
  onChange?: FieldLayerProps["onChange"];
  onRemove?: FieldLayerProps["onRemove"];
  isSelected: boolean;
  onSelect?: FieldLayerProps["onSelect"];
}) {
  const { t } = useTranslation();
  const drag = useRef<DragState | null>(null);
  const box = fieldToPixels(placed.field, scale);
  const editable = onChange !== undefined;
  const colorClass = styles[`color${placed.colorIndex % 6}`] ?? "";
  if (placed.onActivate) return <SignHereButton placed={placed} box={box} colorClass={colorClass} onActivate={placed.onActivate} />;

  const begin = (mode: DragState["mode"], event: ReactPointerEvent<HTMLElement>) => {
    if (!editable || event.button !== 0) return;
    event.stopPropagation();
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    onSelect?.(placed.key);
    drag.current = { mode, pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, start: placed.field };
  };
  const follow = (event: ReactPointerEvent<HTMLElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId || !onChange) return;
    const delta = { x: event.clientX - state.startX, y: event.clientY - state.startY };
    onChange(placed.key, state.mode === "move" ? moveField(state.start, delta, scale, pageSize) : resizeField(state.start, delta, scale, pageSize));
  };
  const end = (event: ReactPointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };
  const nudge = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!onChange) return;
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, { x: number; y: number }> = {
      ArrowLeft: { x: -step, y: 0 },
      ArrowRight: { x: step, y: 0 },
      ArrowUp: { x: 0, y: -step },
      ArrowDown: { x: 0, y: step },
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      // Nudges are in points: the same travel whatever the zoom; with Alt they move the bottom-right corner.
      const travel = { x: move.x * scale, y: move.y * scale };
      onChange(placed.key, event.altKey ? resizeField(placed.field, travel, scale, pageSize) : moveField(placed.field, travel, scale, pageSize));
    } else if ((event.key === "Delete" || event.key === "Backspace") && onRemove) {
      event.preventDefault();
      onRemove(placed.key);
    }
  };

  return (
    <div
      className={`${styles.field} ${colorClass} ${editable ? styles.editable : ""} ${isSelected ? styles.selected : ""}`}
      style={{ left: box.left, top: box.top, width: box.width, height: box.height }}
      role={editable ? "group" : undefined}
      aria-label={placed.description?.field ?? t("signature_requests.fields.field_of", { name: placed.label })}
      aria-current={isSelected ? "true" : undefined}
      tabIndex={editable ? 0 : undefined}
      data-field-key={placed.key}
      onFocus={(event) => {
        if (event.target === event.currentTarget) onSelect?.(placed.key);
      }}
      onPointerDown={(event) => begin("move", event)}
      onPointerMove={follow}
      onPointerUp={end}
      onPointerCancel={end}
      onKeyDown={nudge}
    >
      <span className={styles.fieldLabel}>{placed.label}</span>
      {editable && onRemove ? (
        <button
          type="button"
          className={styles.remove}
          aria-label={placed.description?.remove ?? t("signature_requests.fields.remove_field", { name: placed.label })}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={() => onRemove(placed.key)}
        >
          ×
        </button>
      ) : null}
      {editable ? (
        <span
          className={styles.handle}
          aria-hidden="true"
          data-resize-handle="true"
          onPointerDown={(event) => begin("resize", event)}
          onPointerMove={follow}
          onPointerUp={end}
          onPointerCancel={end}
        />
      ) : null}
    </div>
  );
}
