import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import type { DialogKey } from "./dialog-names.ts";

export type DialogActionHandler = (action: string, payload?: unknown) => void | Promise<void>;

/** Spec §3 "Dialog request". */
export interface DialogRequest {
  id: string;
  namespace: string;
  name: string;
  key: DialogKey;
  props: Record<string, unknown>;
  onAction?: DialogActionHandler;
}

export interface DialogComponentProps {
  request: DialogRequest;
  /**
   * Runs the dialog's own work, then the opener's handler, with `loadingAction` set meanwhile.
   * The dialog closes afterwards unless the work opened another dialog in its place. A failure
   * stops the loading, keeps the dialog open and is rethrown for the dialog to show.
   */
  runAction: (action: string, work?: () => Promise<void>, payload?: unknown) => Promise<void>;
  loadingAction: string | null;
  close: () => void;
}

export type DialogComponents = Partial<Record<DialogKey, ComponentType<DialogComponentProps>>>;

interface DialogManagerApi {
  current: DialogRequest | null;
  open(key: DialogKey, props?: Record<string, unknown>, onAction?: DialogActionHandler): string;
  close(id?: string): void;
}

const DialogContext = createContext<DialogManagerApi | null>(null);

export function DialogProvider({ children, components }: { children: ReactNode; components: DialogComponents }) {
  const [current, setCurrent] = useState<DialogRequest | null>(null);
  const currentRef = useRef<DialogRequest | null>(null);
  const counter = useRef(0);

  const open = useCallback(
    (key: DialogKey, props: Record<string, unknown> = {}, onAction?: DialogActionHandler) => {
      if (!components[key]) throw new Error(`The dialog ${key} is not built yet`);
      counter.current += 1;
      const [namespace = "", name = ""] = key.split("/");
      const request: DialogRequest = { id: `dialog-${counter.current}`, namespace, name, key, props, onAction };
      // One dialog at a time: a new one replaces whatever is showing.
      currentRef.current = request;
      setCurrent(request);
      return request.id;
    },
    [components],
  );

  const close = useCallback((id?: string) => {
    if (id && currentRef.current?.id !== id) return;
    currentRef.current = null;
    setCurrent(null);
  }, []);

  const isCurrent = useCallback((id: string) => currentRef.current?.id === id, []);

  // Spec §4: the page body does not scroll while a dialog is active.
  useEffect(() => {
    if (!current) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, [current]);

  const api = useMemo(() => ({ current, open, close }), [current, open, close]);
  const Component = current ? components[current.key] : undefined;

  return (
    <DialogContext.Provider value={api}>
      {children}
      {current && Component ? (
        <Suspense fallback={null}>
          <ActiveDialog key={current.id} request={current} Component={Component} close={close} isCurrent={isCurrent} />
        </Suspense>
      ) : null}
    </DialogContext.Provider>
  );
}

function ActiveDialog({
  request,
  Component,
  close,
  isCurrent,
}: {
  request: DialogRequest;
  Component: ComponentType<DialogComponentProps>;
  close: (id?: string) => void;
  isCurrent: (id: string) => boolean;
}) {
  const [loadingAction, setLoadingAction] = useState<string | null>(null);
  const runAction = useCallback(
    async (action: string, work?: () => Promise<void>, payload?: unknown) => {
      setLoadingAction(action);
      try {
        await work?.();
        await request.onAction?.(action, payload);
      } catch (error) {
        if (isCurrent(request.id)) setLoadingAction(null);
        throw error;
      }
      if (isCurrent(request.id)) close(request.id);
    },
    [request, close, isCurrent],
  );
  return <Component request={request} runAction={runAction} loadingAction={loadingAction} close={() => close(request.id)} />;
}

export function useDialogs(): DialogManagerApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error("useDialogs needs a DialogProvider");
  return api;
}
