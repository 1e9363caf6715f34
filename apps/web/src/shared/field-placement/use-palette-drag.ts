import { useRef, useState, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from "react";

/** Pointer travel (px) before a press on a palette item becomes a drag rather than a click. */
const DRAG_THRESHOLD_PX = 4;

/** What follows the pointer while an item is dragged: its label in its party's colour. */
export interface DragGhost {
  x: number;
  y: number;
  label: string;
  colorIndex: number;
}

interface Press {
  pointerId: number;
  x: number;
  y: number;
  dragging: boolean;
}

/**
 * Dragging items of a palette (a signer, a field type) onto a page with the mouse, a pen or a
 * finger: past a few pixels of travel a press becomes a drag, shown by a ghost, that drops where
 * the pointer is let go (`begin`, `follow`, `end` and `cancel` are the item's pointer handlers).
 * A press that did not travel calls `end`'s `onPress` when given. `stopClickAfterDrop`, the
 * item's click capture, stops the click the browser sends after a drag before the item's own
 * `onClick`, which is thus only a press (by pointer, or Enter and Space).
 */
export function usePaletteDrag() {
  const [ghost, setGhost] = useState<DragGhost | null>(null);
  const press = useRef<Press | null>(null);
  const dropped = useRef(false);

  const begin = (event: ReactPointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
    dropped.current = false;
  };
  const follow = (event: ReactPointerEvent<HTMLButtonElement>, look: { label: string; colorIndex: number }) => {
    const state = press.current;
    if (!state || state.pointerId !== event.pointerId) return;
    if (!state.dragging && Math.hypot(event.clientX - state.x, event.clientY - state.y) < DRAG_THRESHOLD_PX) return;
    state.dragging = true;
    setGhost({ x: event.clientX, y: event.clientY, ...look });
  };
  const end = (event: ReactPointerEvent<HTMLButtonElement>, onDrop: (clientX: number, clientY: number) => void, onPress?: () => void) => {
    const state = press.current;
    press.current = null;
    setGhost(null);
    if (!state || state.pointerId !== event.pointerId) return;
    if (state.dragging) {
      dropped.current = true;
      onDrop(event.clientX, event.clientY);
    } else onPress?.();
  };
  const cancel = () => {
    press.current = null;
    setGhost(null);
  };
  const stopClickAfterDrop = (event: ReactMouseEvent<HTMLButtonElement>) => {
    // A pointer's click (detail ≥ 1) right after a drop; a key's click (detail 0) is always a press.
    if (dropped.current && event.detail > 0) event.stopPropagation();
    dropped.current = false;
  };

  return { ghost, begin, follow, end, cancel, stopClickAfterDrop };
}

export type PaletteDrag = ReturnType<typeof usePaletteDrag>;
