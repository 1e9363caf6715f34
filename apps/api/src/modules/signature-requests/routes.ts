import type { FastifyRequest } from "fastify";
import {
  addObserver,
  addSignatureRequestDocuments,
  addSigner,
  claimSendto,
  createSignatureRequest,
  declineSignatureRequest,
  delegateSignature,
  deleteSignatureRequest,
  downloadSignatureRequestZip,
  getSendtoInternal,
  getSignatureRequest,
  getSignatureRequestEvents,
  getSignatureRequestLockStatus,
  getSignatureRequestReport,
  getSignatureRequestStatus,
  getSignerStatus,
  initiateSignatureRequest,
  listSignatureRequests,
  remindSigners,
  removeObserver,
  removeSignatureRequestDocument,
  removeSigner,
  updateSignatureRequest,
  updateSigner,
  withdrawSignatureRequest,
} from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { sendFile } from "../../platform/http/file-reply.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { findUserById } from "../users/index.ts";
import type { Actor } from "./events.ts";
import { listRequests } from "./list.ts";
import * as reads from "./read-service.ts";
import * as requests from "./service.ts";

const REMIND_LIMIT = { name: "remind-signers-ip", limit: 30, windowMs: 60 * 60_000 };

export function registerSignatureRequestRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  /** The audit trail records who acted, from which address and client. */
  const actorOf = async (auth: AuthContext, request: FastifyRequest): Promise<Actor & { userId: string }> => ({
    userId: auth.userId,
    email: (await findUserById(context.db, auth.userId))?.email ?? null,
    ip: request.ip,
    userAgent: request.headers["user-agent"],
  });

  routes.add(createSignatureRequest, async ({ auth, body, request }) => requests.createRequest(context, await actorOf(auth, request), body));
  routes.add(getSignatureRequest, async ({ auth, params }) => requests.getRequest(context, auth.userId, params.id));
  routes.add(updateSignatureRequest, async ({ auth, params, body, request }) =>
    requests.updateRequest(context, await actorOf(auth, request), params.id, body),
  );
  routes.add(deleteSignatureRequest, async ({ auth, params, request }) => requests.deleteRequest(context, await actorOf(auth, request), params.id));
  routes.add(initiateSignatureRequest, async ({ auth, params, request }) => requests.initiateRequest(context, await actorOf(auth, request), params.id));
  routes.add(addSignatureRequestDocuments, async ({ auth, params, body, request }) =>
    requests.addDocuments(context, await actorOf(auth, request), params.id, body.documents),
  );
  routes.add(removeSignatureRequestDocument, async ({ auth, params, request }) =>
    requests.removeDocument(context, await actorOf(auth, request), params.id, params.docId),
  );
  routes.add(addSigner, async ({ auth, params, body, request }) => requests.addSigner(context, await actorOf(auth, request), params.id, body));
  routes.add(updateSigner, async ({ auth, params, body, request }) =>
    requests.updateSigner(context, await actorOf(auth, request), params.id, params.sigId, body),
  );
  routes.add(removeSigner, async ({ auth, params, request }) => requests.removeSigner(context, await actorOf(auth, request), params.id, params.sigId));
  routes.add(getSignerStatus, async ({ auth, params }) => reads.getSignerStatus(context, auth.userId, params.id, params.sigId));
  routes.add(addObserver, async ({ auth, params, body, request }) => requests.addObserver(context, await actorOf(auth, request), params.id, body.email));
  routes.add(removeObserver, async ({ auth, params, request }) =>
    requests.removeObserver(context, await actorOf(auth, request), params.id, params.observerId),
  );
  routes.add(declineSignatureRequest, async ({ auth, params, body, request }) =>
    requests.declineRequest(context, await actorOf(auth, request), params.id, body.message),
  );
  routes.add(withdrawSignatureRequest, async ({ auth, params, body, request }) =>
    requests.withdrawRequest(context, await actorOf(auth, request), params.id, body.message),
  );
  routes.add(
    remindSigners,
    async ({ auth, params, request }) => requests.remindSigners(context, await actorOf(auth, request), params.id, { userId: auth.userId }),
    { rateLimits: [{ rule: REMIND_LIMIT, key: ({ request }) => request.ip }] },
  );
  routes.add(delegateSignature, async ({ auth, params, body, request }) =>
    requests.delegateSignature(context, await actorOf(auth, request), params.id, body),
  );
  routes.add(getSignatureRequestStatus, async ({ auth, params }) => reads.getStatus(context, auth.userId, params.id));
  routes.add(getSignatureRequestEvents, async ({ auth, params }) => reads.getEvents(context, auth.userId, params.id));
  routes.add(getSignatureRequestLockStatus, async ({ auth, params }) => reads.getLockStatus(context, auth.userId, params.id));
  routes.add(downloadSignatureRequestZip, async ({ auth, params, query, reply }) => {
    const zip = await reads.buildZip(context, auth.userId, params.id, query.signed === "true");
    return sendFile(reply, zip.bytes, { contentType: "application/zip", fileName: zip.fileName });
  });
  routes.add(getSignatureRequestReport, async ({ auth, params, query, reply }) => {
    const report = await reads.buildReport(context, auth.userId, params.id, query.type);
    return sendFile(reply, report.bytes, { contentType: report.contentType, fileName: report.fileName });
  });
  routes.add(listSignatureRequests, async ({ auth, query }) => listRequests(context, auth.userId, query));
  routes.add(getSendtoInternal, async ({ auth, params }) => reads.getSendtoInternal(context, auth.userId, params.id));
  routes.add(claimSendto, async ({ auth, params, request }) => reads.claimInvitation(context, await actorOf(auth, request), params.id));
}
