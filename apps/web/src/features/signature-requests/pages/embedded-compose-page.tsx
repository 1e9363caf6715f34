import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { openEmbeddedSession, type OpenedEmbeddedSession } from "@paraph/contracts";
import type { ApiClient } from "../../../shared/api/api-client.ts";
import { isApiError } from "../../../shared/api/api-error.ts";
import { describeError } from "../../../shared/api/describe-error.ts";
import { hostMessengerOf, useEmbedFragment, useHostResize } from "../../../shared/embed/host-window.ts";
import { withFeatureStrings } from "../../../shared/i18n/feature-strings.ts";
import type { KeyValueStorage } from "../../../shared/session/browser-storage.ts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { Alert } from "../../../shared/ui/alert/alert.tsx";
import { Spinner } from "../../../shared/ui/spinner/spinner.tsx";
import { useSignatureRequest } from "../api/request-queries.ts";
import { TemplatePeopleForm } from "../components/embedded/template-people-form.tsx";
import styles from "../components/embedded/embedded-composer.module.css";

const Composer = lazy(withFeatureStrings(() => import("../components/composer/composer.tsx").then((module) => ({ default: module.Composer })), ["form_fields"]));

const KEPT_PREFIX = "paraph-embedded-compose:";

/** What the composer page tells its host page (docs/embedding.md, "The embedded composer"). */
type ComposerHostMessage =
  | { type: "paraph:ready"; signatureRequestId?: string }
  | { type: "paraph:sent"; signatureRequestId: string }
  | { type: "paraph:error"; code: string }
  | { type: "paraph:resize"; height: number };

/**
 * The server opens a link once; the answer (and a template's draft, once made) is kept in the
 * tab's sessionStorage (partitioned by the host's site inside a frame), so reloading the frame
 * finds it again. The confined token is held in memory for this page, never in localStorage.
 */
async function openOnce(api: ApiClient, storage: KeyValueStorage, token: string): Promise<OpenedEmbeddedSession> {
  const kept = storage.get(`${KEPT_PREFIX}${token}`);
  const parsed = kept ? openEmbeddedSession.response.safeParse(JSON.parse(kept)) : null;
  if (parsed?.success) return parsed.data;
  const opened = await api.request(openEmbeddedSession, { body: { token } });
  storage.set(`${KEPT_PREFIX}${token}`, JSON.stringify(opened));
  return opened;
}

/** `/embed/compose/:token`: the composer inside the integrator's page (docs/embedding.md, "The embedded composer"). */
export default function EmbeddedComposePage() {
  const { t } = useTranslation();
  const { token = "" } = useParams();
  const { api, tokenStore, sessionStorage } = useServices();
  useEmbedFragment();
  const session = useQuery({
    queryKey: ["embedded-session", token],
    queryFn: async () => {
      const opened = await openOnce(api, sessionStorage, token);
      tokenStore.hold(opened.token);
      return opened;
    },
    staleTime: Infinity,
    retry: false,
  });
  const hostOrigin = session.data?.origin ?? null;
  const post = useMemo(() => hostMessengerOf<ComposerHostMessage>(window, hostOrigin), [hostOrigin]);
  useHostResize(post);
  const keptRequestKey = `${KEPT_PREFIX}${token}:request`;
  const [madeRequestId, setMadeRequestId] = useState(() => sessionStorage.get(keptRequestKey));

  let content;
  if (session.isPending) content = <Spinner size="lg" label={t("common.loading")} />;
  else if (session.isError) content = <Alert tone="error">{describeError(session.error, t)}</Alert>;
  else {
    const { scope } = session.data;
    const requestId = scope.kind === "signature_request" ? scope.signatureRequestId : madeRequestId;
    content = requestId ? (
      <EmbeddedRequest requestId={requestId} post={post} returnUrl={session.data.returnUrl} />
    ) : (
      <TemplatePeopleForm
        templateId={scope.kind === "template" ? scope.templateId : ""}
        onCreated={(id) => {
          sessionStorage.set(keptRequestKey, id);
          setMadeRequestId(id);
        }}
      />
    );
  }
  return <div className={styles.page}>{content}</div>;
}

/** The draft in the composer; once sent, the host hears `paraph:sent` (a whole-page view goes to the return URL). */
function EmbeddedRequest({ requestId, post, returnUrl }: { requestId: string; post: ((message: ComposerHostMessage) => void) | null; returnUrl: string | null }) {
  const { t } = useTranslation();
  const request = useSignatureRequest(requestId);
  const told = useRef({ ready: false, sent: false, error: false });
  const status = request.data?.status;
  useEffect(() => {
    if (!status) return;
    if (status === "draft" && !told.current.ready) {
      told.current.ready = true;
      post?.({ type: "paraph:ready", signatureRequestId: requestId });
    } else if (status !== "draft" && !told.current.sent) {
      told.current.sent = true;
      post?.({ type: "paraph:sent", signatureRequestId: requestId });
      if (returnUrl && !post) window.location.assign(returnUrl);
    }
  }, [status, post, requestId, returnUrl]);
  useEffect(() => {
    if (!request.isError || told.current.error) return;
    told.current.error = true;
    post?.({ type: "paraph:error", code: isApiError(request.error) ? request.error.code : "network_error" });
  }, [request.isError, request.error, post]);

  if (request.isPending) return <Spinner size="lg" label={t("common.loading")} />;
  if (request.isError) return <Alert tone="error">{describeError(request.error, t)}</Alert>;
  if (request.data.status !== "draft") {
    return (
      <Alert tone="success" title={t("signature_requests.embedded.sent_title")}>
        {t("signature_requests.embedded.sent_lead")}
      </Alert>
    );
  }
  return (
    <Suspense fallback={<Spinner size="lg" label={t("common.loading")} />}>
      <Composer request={request.data} />
    </Suspense>
  );
}
