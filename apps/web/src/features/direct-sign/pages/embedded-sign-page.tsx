import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import type { EmbeddedSigningEvent } from "@paraph/contracts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { hostMessengerOf, isFramed, useEmbedFragment, useHostResize } from "../../../shared/embed/host-window.ts";
import { ClosedLinkOutcome } from "../../../entities/direct-sign/guest-outcomes.tsx";
import { RedirectCountdown } from "../../../entities/signature-requests/redirect-countdown.tsx";
import { readRedirectSettings, type RedirectSettings } from "../../../entities/signature-requests/redirect-rules.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { beginDirectSignSession } from "../../../entities/direct-sign/direct-sign-session.ts";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { GuestSignView, type GuestViewChange } from "../components/guest-sign-view.tsx";
import { openEmbeddedLinkOnce, type OpenedEmbeddedLink } from "../hooks/embedded-link.ts";
import { eventsOfChange, returnUrlFor } from "../hooks/host-messages.ts";

type OpenState = { kind: "opening" } | { kind: "open"; link: OpenedEmbeddedLink } | { kind: "refused"; error: unknown };

const errorCodeOf = (error: unknown) => (isApiError(error) ? error.code : "unknown_error");

/**
 * /embed/sign/{token} (docs/embedding.md): the signing view inside an integrator's page. Opening
 * the one-time link gives this tab a credential that the direct-sign calls take like a guest id;
 * the guest view does the rest. Framed, it posts its events to the link's host origin only;
 * opened as a whole page, it goes to the link's return URL with `?event=` when done.
 */
export default function EmbeddedSignPage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const { api, sessionStorage } = useServices();
  const [state, setState] = useState<OpenState>({ kind: "opening" });
  useEmbedFragment();

  useEffect(() => {
    let isCurrent = true;
    openEmbeddedLinkOnce(api, sessionStorage, token).then(
      (link) => {
        beginDirectSignSession(sessionStorage, link.credential, link.signatureRequestId);
        if (isCurrent) setState({ kind: "open", link });
      },
      (error: unknown) => {
        if (isCurrent) setState({ kind: "refused", error });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [api, sessionStorage, token]);

  if (state.kind === "opening") return <Spinner size="lg" label={t("direct_sign.embedded.opening")} />;
  if (state.kind === "refused") return <RefusedLink error={state.error} />;
  return <EmbeddedGuestView link={state.link} />;
}

function EmbeddedGuestView({ link }: { link: OpenedEmbeddedLink }) {
  const isInFrame = isFramed(window);
  const post = useMemo(() => hostMessengerOf<EmbeddedSigningEvent>(window, link.hostOrigin), [link.hostOrigin]);
  useHostResize(post);
  const settings = useMemo<RedirectSettings>(() => {
    if (isInFrame || !link.returnUrl) return readRedirectSettings("");
    const targets = { exitUrl: returnUrlFor(link.returnUrl, "signed"), declineUrl: returnUrlFor(link.returnUrl, "declined"), errorUrl: returnUrlFor(link.returnUrl, "expired") };
    return { targets, timeoutSeconds: 0, declineRedirect: true };
  }, [isInFrame, link.returnUrl]);
  const onChange = useCallback(
    (change: GuestViewChange) => {
      for (const event of eventsOfChange(change, { signatureRequestId: link.signatureRequestId, signerId: link.signerId }, errorCodeOf)) post?.(event);
    },
    [post, link.signatureRequestId, link.signerId],
  );
  return <GuestSignView requestId={link.signatureRequestId} guestId={link.credential} redirectSettings={settings} onChange={onChange} />;
}

/** An expired, used or unknown link: a clear page, the host told why, or a whole-page signer sent back. */
function RefusedLink({ error }: { error: unknown }) {
  const details = isApiError(error) ? error.details : {};
  const hostOrigin = typeof details.hostOrigin === "string" ? details.hostOrigin : null;
  const returnUrl = typeof details.returnUrl === "string" ? details.returnUrl : null;
  const isInFrame = isFramed(window);
  const post = useMemo(() => hostMessengerOf<EmbeddedSigningEvent>(window, hostOrigin), [hostOrigin]);
  useHostResize(post);
  useEffect(() => post?.({ type: "paraph:error", code: errorCodeOf(error) }), [post, error]);
  if (!isInFrame && returnUrl) return <RedirectCountdown redirect={{ url: returnUrlFor(returnUrl, "expired"), reason: "error" }} seconds={0} />;
  return <ClosedLinkOutcome error={error} />;
}
