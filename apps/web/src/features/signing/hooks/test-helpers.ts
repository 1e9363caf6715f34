import type { OverlayName } from "../../../shared/overlays/overlay-names.ts";

type Action = (action: string, payload?: unknown) => void | Promise<void>;

interface ShownOverlay {
  id: string;
  name: OverlayName;
  props: Record<string, unknown>;
  onAction?: Action;
}

/**
 * For tests of a signing run: the overlay and dialog managers as the run sees them (one overlay and
 * one dialog at a time), the overlays it opened in order, and `press`, what the signer does in an
 * overlay (its button runs the action; 'complete' closes it).
 */
export function fakeSigningScreen() {
  const opened: OverlayName[] = [];
  let counter = 0;
  const screen = {
    overlay: null as ShownOverlay | null,
    dialog: null as { props: Record<string, unknown>; onAction: (action: string, payload?: unknown) => Promise<void> } | null,
  };
  const managers = {
    openOverlay: (name: OverlayName, props: Record<string, unknown>, onAction?: Action) => {
      counter += 1;
      screen.overlay = { id: `overlay-${counter}`, name, props, onAction };
      opened.push(name);
      return `overlay-${counter}`;
    },
    closeOverlay: (id: string) => {
      if (screen.overlay?.id === id) screen.overlay = null;
    },
    openTanDialog: (props: Record<string, unknown>, onAction: (action: string, payload?: unknown) => Promise<void>) => {
      screen.dialog = { props, onAction };
    },
    closeDialog: () => {
      screen.dialog = null;
    },
  };
  const press = async (action: string) => {
    const shown = screen.overlay;
    await shown?.onAction?.(action);
    if (action === "complete" && screen.overlay === shown) screen.overlay = null;
  };
  return { screen, opened, managers, press };
}
