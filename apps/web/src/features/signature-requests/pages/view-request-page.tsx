import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { SignatureRequestView } from "@paraph/contracts";
import { Navigate, useLocation, useNavigate, useParams } from "react-router";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { requestKeys } from "../../../entities/signature-requests/request-keys.ts";
import { useRequestStatus, useSignatureRequest } from "../api/request-queries.ts";
import { withFeatureStrings } from "../../../shared/i18n/feature-strings.ts";
import { useNamedPageTitle } from "../../../shared/page-title/page-title-context.tsx";
import { requestTabTitle } from "../../../entities/signature-requests/request-tab-title.ts";
import { RedirectCountdown } from "../../../entities/signature-requests/redirect-countdown.tsx";
import { chooseRedirect, readRedirectSettings } from "../../../entities/signature-requests/redirect-rules.ts";
import { RequestOverview } from "../components/view/request-overview.tsx";

// Only a draft's owner composes: signers and observers of a sent request never load the composer,
// its field editor or the strings of the fields signers fill.
const Composer = lazy(withFeatureStrings(() => import("../components/composer/composer.tsx").then((module) => ({ default: module.Composer })), ["form_fields"]));

/** Spec §2 /view/{srid}: a draft's composer for its owner, otherwise the request and its actions. */
/**
 * `signing` draws the signer's part of the page (the signing feature's panel); the composition
 * root passes it in (app/routes/view-request-route.tsx), so this feature does not import that one.
 */
export default function ViewRequestPage({ signing }: { signing: (request: SignatureRequestView) => ReactNode }) {
  const { t } = useTranslation();
  const { srid: requestId = "" } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settings = useMemo(() => readRedirectSettings(search), [search]);
  const request = useSignatureRequest(requestId);
  const status = useRequestStatus(requestId, request.isSuccess);
  const [declinedHere, setDeclinedHere] = useState(false);
  // The tab names the request ("{title} - Paraph", and its one document's), so that several open requests can be told apart.
  useNamedPageTitle(request.data ? requestTabTitle(request.data) : null);

  // The status poll notices changes made elsewhere (a signer declined): reload what shows them.
  const polledAt = status.data ? Date.parse(status.data.updatedAt) : null;
  const shownAt = request.data ? Date.parse(request.data.updatedAt) : null;
  useEffect(() => {
    if (polledAt !== null && shownAt !== null && polledAt > shownAt) {
      void queryClient.invalidateQueries({ queryKey: requestKeys.detail(requestId) });
      void queryClient.invalidateQueries({ queryKey: requestKeys.events(requestId) });
    }
  }, [polledAt, shownAt, requestId, queryClient]);

  const redirect = chooseRedirect(settings, {
    status: request.data?.status ?? null,
    declinedHere,
    loadFailed: request.isError,
  });

  // Declined here with no decline redirect asked for: the app's own page confirms it.
  useEffect(() => {
    if (declinedHere && !redirect) void navigate("/declined", { replace: true });
  }, [declinedHere, redirect, navigate]);

  const countdown = redirect ? <RedirectCountdown key={redirect.url} redirect={redirect} seconds={settings.timeoutSeconds} /> : null;

  if (request.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  if (request.isError) {
    if (redirect) return countdown;
    if (isApiError(request.error) && request.error.status === 404) return <Navigate to="/not-available" replace />;
    return <Alert tone="error">{describeError(request.error, t)}</Alert>;
  }
  const view = request.data;
  return (
    <>
      {countdown}
      {view.status === "draft" && view.myRole === "owner" ? (
        <Suspense fallback={<Spinner size="lg" label={t("common.loading")} />}>
          <Composer request={view} />
        </Suspense>
      ) : (
        <RequestOverview request={view} onDeclined={() => setDeclinedHere(true)} signing={signing(view)} />
      )}
    </>
  );
}
