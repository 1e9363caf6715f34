import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { SNACKBAR } from "@paraph/contracts";
import { SnackbarArea } from "./snackbar-area.tsx";
import type { SnackbarInput, SnackbarMessage } from "./snackbar-types.ts";

interface SnackbarApi {
  show(input: SnackbarInput): string;
  dismiss(id: string): void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

export function SnackbarProvider({ children, closeLabel }: { children: ReactNode; closeLabel: string }) {
  const [messages, setMessages] = useState<SnackbarMessage[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => setMessages((current) => current.filter((message) => message.id !== id)), []);
  const show = useCallback((input: SnackbarInput) => {
    counter.current += 1;
    const duration = input.duration ?? SNACKBAR.defaultDurationMs;
    const message: SnackbarMessage = {
      id: input.id ?? `snackbar-${counter.current}`,
      message: input.message,
      color: input.color ?? "grey",
      duration,
      indefinite: input.indefinite ?? duration === SNACKBAR.indefinite,
      dismissible: input.dismissible ?? true,
      action: input.action,
      attach: input.attach,
    };
    // A message with the id of one already shown replaces it instead of stacking a copy.
    setMessages((current) => [...current.filter((existing) => existing.id !== message.id), message]);
    return message.id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <SnackbarArea messages={messages} onDismiss={dismiss} closeLabel={closeLabel} />
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error("useSnackbar needs a SnackbarProvider");
  return api;
}
