import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { useOverlays } from "../../../shared/overlays/overlay-manager.tsx";
import { useServices } from "../../../shared/services/services-context.tsx";
import { updateDirectSignSession } from "../../../entities/direct-sign/direct-sign-session.ts";
import { forgetMabSigning, MAB_SIGNING_SUCCESS, readMabSigning, signingPageOf, updateMabSigningStatus } from "../../../entities/mab/mab-signing.ts";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { redeemMabRedirect } from "../../../entities/mab/mab-api.ts";
import styles from "./mab-redirect-page.module.css";

/**
 * Spec §2 /mab/redirect: where the mobile-signature provider sends the signer back with `code`
 * and `state` (or `error`). The signing this tab started (spec §3 mabSigningState) says which
 * request it was and how the signer came; the server redeems the answer once and signs. Then
 * back to the signing page — `/view/{id}` for an account, `/view/{id}/{userid}` for a guest,
 * with the page's query — with the signing-success overlay, or the MAB signing failure overlay
 * and a way back.
 */
export default function MabRedirectPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { api, sessionStorage } = useServices();
  const { open } = useOverlays();
  // The answer is redeemed once: a second call (a re-render, React's strict mode) would be refused as used.
  const hasRun = useRef(false);

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;
    const pending = readMabSigning(sessionStorage);
    if (!pending) {
      open("mab-signing-failure", { reason: "missing", hasWayBack: false }, (action) => {
        if (action === "complete") void navigate("/", { replace: true });
      });
      return;
    }
    const back = signingPageOf(pending);
    const params = Object.fromEntries(new URLSearchParams(search));
    redeemMabRedirect(api, pending.state.signatureRequestId, params).then(
      (result) => {
        updateMabSigningStatus(sessionStorage, pending, MAB_SIGNING_SUCCESS);
        if (pending.isGuest) updateDirectSignSession(sessionStorage, { signatureState: "SIGNED" });
        const [signed] = result.signatureRequests;
        void navigate(back, { replace: true });
        forgetMabSigning(sessionStorage);
        open("signing-success", { title: result.title, isCompleted: signed?.status === "completed", isGuest: pending.isGuest });
      },
      (error: unknown) => {
        open("mab-signing-failure", { error, hasWayBack: true }, (action) => {
          if (action !== "complete") return;
          void navigate(back, { replace: true });
          forgetMabSigning(sessionStorage);
        });
      },
    );
  }, [api, navigate, open, search, sessionStorage]);

  return (
    <div className={styles.page}>
      <h1>{t("mab.redirect.title")}</h1>
      <Spinner size="lg" label={t("mab.redirect.confirming")} />
    </div>
  );
}
