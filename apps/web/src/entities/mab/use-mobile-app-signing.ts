import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import { useOverlays } from "../../shared/overlays/overlay-manager.tsx";
import { useServices } from "../../shared/services/services-context.tsx";
import { MAB_SIGNING_PENDING, rememberMabSigning } from "./mab-signing.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";
import { leaveTo, type LeaveTo } from "../../shared/lib/leave-to.ts";
import { createMabAuthorization } from "./mab-api.ts";

export interface MobileAppSigningTarget {
  requestId: string;
  signerId: string;
  /** The guest's id from their link, or the account's user id (spec §3 mabSigningState.userId). */
  userId: string;
  isGuest: boolean;
}

/**
 * "Sign with the mobile app": the server pushes the authorization request, the tab remembers the
 * signing (spec §3 mabSigningState, signingStatus ERROR until confirmed) with the page's query
 * (exit URL…), and the browser goes to the provider. `/mab/redirect` takes it from there. A
 * refusal (not offered, not the signer's turn…) shows the mobile-signature failure overlay.
 */
export function useMobileAppSigning(target: MobileAppSigningTarget, leave: LeaveTo = leaveTo) {
  const { api, sessionStorage } = useServices();
  const { open } = useOverlays();
  const language = useLanguage();
  const { search } = useLocation();
  const [isStarting, setStarting] = useState(false);

  const start = useCallback(async (acceptedTermsOfUse = false) => {
    setStarting(true);
    try {
      const redirectQueryParams = search.replace(/^\?/, "");
      const { authorizationUrl } = await createMabAuthorization(api, { requestId: target.requestId, signerId: target.signerId, language, redirectQueryParams, acceptedTermsOfUse });
      rememberMabSigning(
        sessionStorage,
        { signatureRequestId: target.requestId, userId: target.userId, signingStatus: MAB_SIGNING_PENDING, redirectQueryParams },
        target.isGuest,
      );
      leave(authorizationUrl);
    } catch (error) {
      setStarting(false);
      open("mab-signing-failure", { error, isStart: true });
    }
  }, [api, sessionStorage, open, language, search, target.requestId, target.signerId, target.userId, target.isGuest, leave]);

  return { start, isStarting };
}
