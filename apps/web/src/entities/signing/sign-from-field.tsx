import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

interface SignFromFieldState {
  /** What clicking the signer's own field does: starts signing, as the panel's Sign button does. */
  sign: (() => void) | null;
  offer: (sign: (() => void) | null) => void;
}

const SignFromFieldContext = createContext<SignFromFieldState | null>(null);

/**
 * Joins the signing panel and the document view of one request page (issue 18, item 10): while
 * the panel can sign, the signer's own fields on the pages say "Click to sign" and start it.
 * The page's composition root provides it, so neither feature imports the other.
 */
export function SignFromFieldProvider({ children }: { children: ReactNode }) {
  const [sign, setSign] = useState<{ run: () => void } | null>(null);
  const offer = useCallback((run: (() => void) | null) => setSign(run ? { run } : null), []);
  const value = useMemo<SignFromFieldState>(() => ({ sign: sign?.run ?? null, offer }), [sign, offer]);
  return <SignFromFieldContext.Provider value={value}>{children}</SignFromFieldContext.Provider>;
}

/** The signing panel offers its start while it can sign, and withdraws it when it goes. */
export function useOfferSignFromField(sign: (() => void) | null): void {
  const offer = useContext(SignFromFieldContext)?.offer;
  useEffect(() => {
    if (!offer) return;
    offer(sign);
    return () => offer(null);
  }, [offer, sign]);
}

/** The document view: what clicking the signer's own field does, or null when it does nothing. */
export function useSignFromField(): (() => void) | null {
  return useContext(SignFromFieldContext)?.sign ?? null;
}
