import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { OVERLAY_Z_INDEX } from "@paraph/contracts";
import type { OverlayName } from "./overlay-names.ts";
import { useTranslation } from "react-i18next";
import { OverlayFrame } from "./overlay-frame.tsx";
import styles from "./overlay.module.css";

export type OverlayActionHandler = (action: string, payload?: unknown) => void | Promise<void>;

/** Spec §3 "Dialog or overlay request" (overlays have no namespace). */
export interface OverlayRequest {
  id: string;
  name: OverlayName;
  props: Record<string, unknown>;
  onAction?: OverlayActionHandler;
}

export interface OverlayComponentProps {
  /** The element with the id `${request.id}-title` (its heading) names the overlay for assistive technology. */
  request: OverlayRequest;
  /** Runs the opener's handler with loading shown; see {@link OverlayProvider}. */
  runAction: (action: string, payload?: unknown) => Promise<void>;
  isLoading: boolean;
}

/** An overlay's component; a lazily loaded one may offer to fetch its code before it is opened. */
export type OverlayComponent = ComponentType<OverlayComponentProps> & { preload?: () => Promise<unknown> };

export type OverlayComponents = Partial<Record<OverlayName, OverlayComponent>>;

interface OverlayManagerApi {
  current: OverlayRequest | null;
  open(name: OverlayName, props?: Record<string, unknown>, onAction?: OverlayActionHandler): string;
  /**
   * Takes the overlay away without its 'complete' action: for the opener, when the work it showed
   * ended elsewhere (a dialog takes over, the page is left). With an id, only if that one is shown.
   */
  close(id?: string): void;
  /**
   * Fetches these overlays' code now, so that opening one later shows it at once instead of a
   * loading frame (the signing stages, when the signing itself is quicker than their chunk).
   */
  preload(names: readonly OverlayName[]): void;
}

const OverlayContext = createContext<OverlayManagerApi | null>(null);

/**
 * Spec §4: an overlay is persistent on a white full-screen backdrop; it closes only when its
 * action is 'complete'; when its action fails, loading stops and it stays open. Neither Escape
 * nor a click beside it closes it.
 */
export function OverlayProvider({ children, components }: { children: ReactNode; components: OverlayComponents }) {
  const [current, setCurrent] = useState<OverlayRequest | null>(null);
  const counter = useRef(0);

  const open = useCallback(
    (name: OverlayName, props: Record<string, unknown> = {}, onAction?: OverlayActionHandler) => {
      if (!components[name]) throw new Error(`The overlay ${name} is not built yet`);
      counter.current += 1;
      const request = { id: `overlay-${counter.current}`, name, props, onAction };
      setCurrent(request);
      return request.id;
    },
    [components],
  );

  const close = useCallback((id?: string) => setCurrent((shown) => (id === undefined || shown?.id === id ? null : shown)), []);

  useEffect(() => {
    if (!current) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    // The overlay lives outside the app root; making the root inert keeps Tab inside the overlay.
    const root = document.getElementById("root");
    if (root) root.inert = true;
    return () => {
      document.body.style.overflow = previous;
      if (root) root.inert = false;
    };
  }, [current]);

  const preload = useCallback(
    (names: readonly OverlayName[]) => {
      // A chunk that fails now is fetched again when the overlay opens, and reported then.
      for (const name of names) void components[name]?.preload?.().catch(() => undefined);
    },
    [components],
  );

  const api = useMemo(() => ({ current, open, close, preload }), [current, open, close, preload]);
  const Component = current ? components[current.name] : undefined;

  return (
    <OverlayContext.Provider value={api}>
      {children}
      {current && Component
        ? createPortal(
            <ActiveOverlay key={current.id} request={current} Component={Component} onComplete={() => setCurrent((shown) => (shown?.id === current.id ? null : shown))} />,
            document.body,
          )
        : null}
    </OverlayContext.Provider>
  );
}

function ActiveOverlay({
  request,
  Component,
  onComplete,
}: {
  request: OverlayRequest;
  Component: ComponentType<OverlayComponentProps>;
  onComplete: () => void;
}) {
  const [isLoading, setLoading] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  const runAction = useCallback(
    async (action: string, payload?: unknown) => {
      setLoading(true);
      try {
        await request.onAction?.(action, payload);
      } catch {
        setLoading(false);
        return;
      }
      if (action === "complete") onComplete();
      else setLoading(false);
    },
    [request, onComplete],
  );

  return (
    <div ref={ref} className={styles.overlay} style={{ zIndex: OVERLAY_Z_INDEX }} role="dialog" aria-modal="true" aria-labelledby={`${request.id}-title`} tabIndex={-1} data-overlay={request.name}>
      <Suspense fallback={<LoadingOverlay overlayId={request.id} />}>
        <Component request={request} runAction={runAction} isLoading={isLoading} />
      </Suspense>
    </div>
  );
}

/** While an overlay's code loads: never an empty overlay (issue 18, item 9). */
function LoadingOverlay({ overlayId }: { overlayId: string }) {
  const { t } = useTranslation();
  return <OverlayFrame overlayId={overlayId} tone="busy" title={t("common.loading")} />;
}

/**
 * Fetches the code of the overlays a page may open (see {@link OverlayManagerApi.preload}) once it
 * shows. Give it a constant list; a new array runs it again, which costs nothing once fetched.
 */
export function usePreloadedOverlays(names: readonly OverlayName[]): void {
  const { preload } = useOverlays();
  useEffect(() => {
    preload(names);
  }, [preload, names]);
}

export function useOverlays(): OverlayManagerApi {
  const api = useContext(OverlayContext);
  if (!api) throw new Error("useOverlays needs an OverlayProvider");
  return api;
}
