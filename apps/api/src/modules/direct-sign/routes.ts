import type { FastifyRequest } from "fastify";
import {
  cancelDirectIdentification,
  checkDirectTan,
  declineDirectSignatureRequest,
  directSign,
  downloadDirectSignatureRequestZip,
  getDirectBusinessLogo,
  getDirectBusinessPublicInformation,
  getDirectIdentification,
  getDirectIdentificationById,
  getDirectIdentificationCoverage,
  getDirectIdentificationPayment,
  getDirectLockStatus,
  getDirectSignatureRequest,
  getDirectSignatureRequestEvents,
  getDirectSigningProgress,
  getDirectUser,
  getDirectVisualSignature,
  resendDirectTan,
  startDirectIdentification,
  updateDirectUser,
  type Endpoint,
} from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { sendFile } from "../../platform/http/file-reply.ts";
import type { RouteRateLimit, RouteRegistrar } from "../../platform/http/route-registrar.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { resolveGuestLink } from "./guest-access.ts";
import * as guestIdentification from "./guest-identification.ts";
import { checkGuestTan, sendGuestTan } from "./guest-tan.ts";
import { sendStoredImage } from "../businesses/index.ts";
import { senderBusinessNameOf } from "./sender-branding.ts";
import * as direct from "./service.ts";

/** Every direct call counts against the caller's address: link secrets are not to be guessed at speed. */
function perAddress<E extends Endpoint>(name: string, limit: number, windowMs: number): RouteRateLimit<E> {
  return { rule: { name, limit, windowMs }, key: ({ request }) => request.ip };
}

const LINK_LIMIT = { name: "direct-link-ip", limit: 600, windowMs: 10 * 60_000 };

function metaOf(request: FastifyRequest) {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}

/**
 * The direct-sign API: what a guest reaches with the link e-mailed to them (Basic authorization
 * of guest id and request id, or the guest id as `token` on download links), each call served
 * by the same services as its logged-in twin.
 */
export function registerDirectSignRoutes(routes: RouteRegistrar, context: PlatformContext, services: SigningServices): void {
  routes.directLinks = (guestId, requestId) => resolveGuestLink(context.db, guestId, requestId, context.clock.now());
  const link = <E extends Endpoint>() => ({ rateLimits: [perAddress<E>(LINK_LIMIT.name, LINK_LIMIT.limit, LINK_LIMIT.windowMs)] });

  routes.add(getDirectSignatureRequest, async ({ auth, params }) => direct.getDirectRequest(context, auth, params.id), link());
  routes.add(getDirectSignatureRequestEvents, async ({ auth, params }) => direct.getDirectEvents(context, auth, params.id), link());
  routes.add(getDirectSigningProgress, async ({ auth, params }) => direct.getDirectSigningProgress(context, auth, params.id, params.sigId), link());
  routes.add(getDirectLockStatus, async ({ auth, params }) => direct.getDirectLockStatus(context, auth, params.id), link());
  routes.add(
    downloadDirectSignatureRequestZip,
    async ({ params, query, reply }) => {
      const zip = await direct.buildDirectZip(context, query.token, params.id, query.signed === "true");
      return sendFile(reply, zip.bytes, { contentType: "application/zip", fileName: zip.fileName });
    },
    link(),
  );
  routes.add(
    declineDirectSignatureRequest,
    async ({ auth, params, body, request }) => direct.declineAsGuest(context, auth, params.id, body.message, metaOf(request)),
    link(),
  );
  routes.add(directSign, async ({ auth, body, request }) => direct.signAsGuest(context, services, auth, body, metaOf(request)), link());
  routes.add(getDirectUser, async ({ auth }) => direct.getDirectUser(context, auth), link());
  routes.add(updateDirectUser, async ({ auth, body }) => direct.updateDirectUser(context, auth, body), link());
  routes.add(getDirectBusinessPublicInformation, async ({ auth, params }) => direct.getSenderBusinessInformation(context, auth, params.id), link());
  routes.add(
    getDirectBusinessLogo,
    async ({ auth, params, query, request, reply }) => sendStoredImage(context, request, reply, await direct.getSenderBusinessLogo(context, auth, params.id), query.v),
    link(),
  );
  routes.add(getDirectVisualSignature, async ({ auth }) => direct.getDirectVisualSignature(context, auth), link());
  routes.add(resendDirectTan, async ({ auth, body }) => sendGuestTan(context, auth, body, senderBusinessNameOf), {
    rateLimits: [perAddress("direct-tan-send-ip", 10, 60 * 60_000)],
  });
  routes.add(checkDirectTan, async ({ auth, body }) => checkGuestTan(context, auth, body.tan), {
    rateLimits: [perAddress("direct-tan-check-ip", 30, 10 * 60_000)],
  });
  routes.add(
    startDirectIdentification,
    async ({ auth, params, body }) => guestIdentification.startGuestIdentification(context, auth, params, body),
    { rateLimits: [perAddress("identification-start-ip", 20, 60 * 60_000)] },
  );
  routes.add(getDirectIdentification, async ({ auth, params }) => guestIdentification.getGuestIdentification(context, auth, params), link());
  routes.add(cancelDirectIdentification, async ({ auth, params, body }) => guestIdentification.cancelGuestIdentification(context, auth, params, body.email), link());
  routes.add(getDirectIdentificationPayment, async ({ auth, params }) => guestIdentification.getGuestIdentificationPayment(context, auth, params.id), link());
  routes.add(getDirectIdentificationById, async ({ auth, params }) => guestIdentification.getGuestIdentificationById(context, auth, params.id), link());
  routes.add(getDirectIdentificationCoverage, async ({ auth, query }) => guestIdentification.getGuestCoverage(context, auth, query), link());
}
