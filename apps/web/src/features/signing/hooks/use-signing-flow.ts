import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { getUser } from "@paraph/contracts";
import { useDialogs } from "../../../shared/dialogs/dialog-manager.tsx";
import { useOverlays, usePreloadedOverlays } from "../../../shared/overlays/overlay-manager.tsx";
import { SIGNING_OVERLAYS } from "../../../entities/signing/problem-overlays.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { useSession, useSetUser } from "../../../shared/session/use-session.ts";
import { useSnackbar } from "../../../shared/ui/snackbar/snackbar-context.tsx";
import { REQUESTS_KEY } from "../../../entities/signature-requests/request-keys.ts";
import { SURVEY_DUE_KEY } from "../../../entities/surveys/survey-keys.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { proceedRemoteSigningRequest, readLockStatus, readSignatureState, signRequest } from "../api/signing-api.ts";
import { part11SignerOf } from "./part11.ts";
import { createSigningRun, type SigningRun, type SigningTarget } from "./signing-run.ts";

/**
 * The signing flow of a request page. It lives as long as the page, not as long as the Sign
 * button: once signed, the button goes while the flow still waits for the confirmation.
 */
export function useSigningFlow(options: { onSignError?: (error: unknown) => void } = {}) {
  // The latest handler, without restarting the flow's callbacks on every render.
  const onSignError = useRef(options.onSignError);
  useEffect(() => {
    onSignError.current = options.onSignError;
  });
  const { t } = useTranslation();
  const { api } = useServices();
  const queryClient = useQueryClient();
  const { open: openOverlay, close: closeOverlay } = useOverlays();
  const { open: openDialog, close: closeDialog } = useDialogs();
  const snackbar = useSnackbar();
  // The signing stages show the moment Sign is pressed, not after their code arrived (a quick
  // signing would otherwise go from a loading frame straight to the result).
  usePreloadedOverlays(SIGNING_OVERLAYS);
  const language = useLanguage();
  const { user } = useSession();
  const setUser = useSetUser();
  const [isStarting, setStarting] = useState(false);
  const run = useRef<SigningRun | null>(null);
  const isMounted = useRef(true);
  const accountMobile = useRef<string | null>(null);

  const userRef = useRef(user);

  useEffect(() => {
    accountMobile.current = user?.attributes.mobile ?? null;
    userRef.current = user;
  }, [user]);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      run.current?.abort();
    };
  }, []);

  const start = useCallback(
    async (target: SigningTarget) => {
      run.current?.abort();
      const current = createSigningRun(target, {
        sign: (tan, part11) =>
          signRequest(api, { requestId: target.requestId, language, tan, part11, acceptedTermsOfUse: target.acceptedTermsOfUse === true, formFieldValues: target.formFieldValues }).catch(
            (error: unknown) => {
              // The page marks the form fields the server refused; the run still explains the failure.
              onSignError.current?.(error);
              throw error;
            },
          ),
        part11: part11SignerOf(userRef.current),
        proceedRemote: (processId, otp) => proceedRemoteSigningRequest(api, processId, otp),
        readState: (signal) => readSignatureState(api, target.requestId, target.signerId, signal),
        readLock: () => readLockStatus(api, target.requestId),
        readAccountMobile: async (fresh) => {
          if (!fresh) return accountMobile.current;
          const loaded = await api.request(getUser, { query: { v2: "true" } });
          setUser(loaded);
          return loaded.attributes.mobile;
        },
        openOverlay,
        closeOverlay,
        openTanDialog: (props, onAction) => void openDialog("document/tan-entry", props, onAction),
        closeDialog: () => closeDialog(),
        refresh: () => {
          void queryClient.invalidateQueries({ queryKey: REQUESTS_KEY });
          // A signing may make the transactional survey due.
          void queryClient.invalidateQueries({ queryKey: SURVEY_DUE_KEY });
        },
        onStoppedWaiting: () => {
          if (isMounted.current) snackbar.show({ message: t("signing.snackbars.stopped_waiting"), color: "info" });
        },
      });
      run.current = current;
      setStarting(true);
      try {
        await current.start();
      } finally {
        if (isMounted.current) setStarting(false);
      }
    },
    [api, language, setUser, openOverlay, closeOverlay, openDialog, closeDialog, queryClient, snackbar, t],
  );

  return { start, isStarting };
}
