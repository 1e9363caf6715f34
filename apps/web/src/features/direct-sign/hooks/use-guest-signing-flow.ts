import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { useOverlays, usePreloadedOverlays } from "../../../shared/overlays/overlay-manager.tsx";
import { SIGNING_OVERLAYS } from "../../../entities/signing/problem-overlays.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { directSignKeys, directSigningCalls, type DirectSignResult } from "../../../entities/direct-sign/direct-sign-api.ts";
import { createGuestSigningRun, type GuestSigningTarget } from "./direct-signing-run.ts";

/** The guest signing of the direct-sign page, wired to the API, the overlays and the TAN dialog. */
export function useGuestSigningFlow(requestId: string, onSigned: (result: DirectSignResult | undefined) => void, onSignError?: (error: unknown) => void) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { open: openOverlay, close: closeOverlay } = useOverlays();
  const { open: openDialog, close: closeDialog } = useDialogs();
  const language = useLanguage();
  // The signing stages show the moment Sign is pressed, not after their code arrived (a quick
  // signing would otherwise go from a loading frame straight to the result).
  usePreloadedOverlays(SIGNING_OVERLAYS);
  const { pathname, search } = useLocation();
  // The code's mail links back to this page, with the link's redirect parameters.
  const returnUrl = `${window.location.origin}${pathname}${search}`;
  const [isStarting, setStarting] = useState(false);
  // From the sign call until it fails; after a success the signed state takes over.
  const [isSigning, setSigning] = useState(false);

  const start = useCallback(
    async (target: GuestSigningTarget) => {
      const calls = directSigningCalls(api, requestId, returnUrl);
      const run = createGuestSigningRun(target, {
        readLock: calls.readLock,
        sendCode: calls.sendCode,
        checkCode: calls.checkCode,
        sign: () => {
          setSigning(true);
          return calls.sign(language, target.acceptedTermsOfUse === true, target.formFieldValues).catch((error: unknown) => {
            setSigning(false);
            // The page marks the form fields the server refused; the run still explains the failure.
            onSignError?.(error);
            throw error;
          });
        },
        openOverlay,
        closeOverlay,
        openTanDialog: (props, onAction) => void openDialog("document/tan-entry", props, onAction),
        closeDialog: () => closeDialog(),
        onSigned,
        refresh: () => void queryClient.invalidateQueries({ queryKey: directSignKeys.all }),
      });
      setStarting(true);
      try {
        await run.start();
      } finally {
        setStarting(false);
      }
    },
    [api, requestId, returnUrl, language, openOverlay, closeOverlay, openDialog, closeDialog, onSigned, onSignError, queryClient],
  );

  return { start, isStarting, isSigning };
}
