import type { FastifyInstance } from "fastify";
import { confirmMobile, extendDocument, EXTENSION_REPORT_HEADER, getIdentMethod, getSignatureQualitiesDetail, getSigningProgress, sendMobileTan, sign, validateDocument, VALIDATION_REPORT_MEDIA_TYPES } from "@paraph/contracts";
import * as mobile from "./mobile.ts";
import * as qualities from "./qualities.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { startsWithPdfHeader } from "../../pdf-engine/pdf-header.ts";
import type { CrlPublisher } from "../../pdf-engine/pki/crl-publisher.ts";
import { answerTimeStampRequest } from "../../pdf-engine/pki/time-stamp-responder.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import type { ValidationEngine } from "../../pdf-engine/validation/validation-engine.ts";
import { type AnswerUser, findUserById } from "../users/index.ts";
import { accountLoader } from "../signature-requests/index.ts";
import { getSigningProgress as readSigningProgress } from "../signing-progress/index.ts";
import { defineArchiveJob } from "./completion.ts";
import { signRequests } from "./service.ts";
import { sendFile } from "../../platform/http/file-reply.ts";
import { extendUploadedPdf, extensionReportHeader } from "./extend.ts";
import { chooseValidationAnswer } from "./validation-answer.ts";
import { reportOnUploadedPdf, validateUploadedPdf } from "./validation.ts";

export function registerSigningRoutes(routes: RouteRegistrar, context: PlatformContext, services: SigningServices, validation: ValidationEngine, answerUser: AnswerUser): void {
  defineArchiveJob(context, services);
  routes.add(sign, async ({ auth, body, request }) => {
    const user = await findUserById(context.db, auth.userId);
    const actor = { userId: auth.userId, email: user?.email ?? null, ip: request.ip, userAgent: request.headers["user-agent"] };
    return signRequests(context, services, actor, body);
  });
  const tanLimit = { name: "tan-send-ip", limit: 10, windowMs: 60 * 60_000 };
  routes.add(sendMobileTan, async ({ auth, body }) => mobile.sendMobileConfirmationTan(context, auth.userId, body.mobile), {
    rateLimits: [{ rule: tanLimit, key: ({ request }) => request.ip }],
  });
  routes.add(confirmMobile, async ({ auth, body }) => answerUser(context.db, await mobile.confirmMobile(context, auth.userId, body.tan)), {
    rateLimits: [{ rule: { name: "tan-check-ip", limit: 30, windowMs: 10 * 60_000 }, key: ({ request }) => request.ip }],
  });
  routes.add(getSignatureQualitiesDetail, async ({ auth }) => qualities.getQualitiesDetail(context, auth.userId));
  routes.add(getSigningProgress, async ({ auth, params }) => readSigningProgress(context, accountLoader(auth.userId), params.id, params.sigId));
  routes.add(getIdentMethod, async ({ auth, params }) => qualities.getIdentMethod(context, auth.userId, params.id, params.sigId));
  routes.add(
    validateDocument,
    async ({ request, reply, query }) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError("unsupported_media_type", { accepted: ["application/pdf"] });
      if (!startsWithPdfHeader(request.body)) throw new AppError("document_not_pdf", {});
      void reply.header("vary", "Accept");
      // The installation's own root (the demo root exists only outside production) and the operator's list.
      const answer = chooseValidationAnswer(request.headers.accept);
      // The validation time: `at`, else the app's clock (tests move it).
      const at = query.at ? new Date(query.at) : context.clock.now();
      if (answer === "json") return validateUploadedPdf(validation, request.body, services.validationTrustAnchors, at);
      const report = await reportOnUploadedPdf(validation, request.body, services.validationTrustAnchors, at, answer);
      const contentType = answer === "xml" ? `${VALIDATION_REPORT_MEDIA_TYPES.xml}; charset=utf-8` : VALIDATION_REPORT_MEDIA_TYPES.pdf;
      return sendFile(reply, Buffer.from(report.buffer, report.byteOffset, report.byteLength), { contentType, fileName: `validation-report.${answer}`, size: report.byteLength });
    },
    { rateLimits: [{ rule: { name: "validate-ip", limit: 60, windowMs: 60_000 }, key: ({ request }) => request.ip }] },
  );
  routes.add(
    extendDocument,
    async ({ auth, request, reply }) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError("unsupported_media_type", { accepted: ["application/pdf"] });
      if (!startsWithPdfHeader(request.body)) throw new AppError("document_not_pdf", {});
      const extended = await extendUploadedPdf(context, services, validation, auth.userId, request.body);
      void reply.header(EXTENSION_REPORT_HEADER, extensionReportHeader(extended.report));
      return sendFile(reply, Buffer.from(extended.pdf.buffer, extended.pdf.byteOffset, extended.pdf.byteLength), {
        contentType: "application/pdf",
        fileName: "extended-b-lta.pdf",
        size: extended.pdf.byteLength,
      });
    },
    { rateLimits: [{ rule: { name: "extend-ip", limit: 60, windowMs: 60_000 }, key: ({ request }) => request.ip }] },
  );
}

/**
 * The PKI's public face, for validators: the root and issuing CA certificates, their CRLs (the
 * root's only where Paraph holds the demo root's key), the OCSP responder (RFC 6960 GET with the
 * base64 request in the path, or POST) and, while time-stamps come from the in-process demo TSA,
 * that TSA as an RFC 3161 endpoint.
 */
export function registerPkiRoutes(app: FastifyInstance, services: SigningServices): void {
  app.addContentTypeParser("application/ocsp-request", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  app.addContentTypeParser("application/timestamp-query", { parseAs: "buffer", bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
  const certificate = (name: string, der: ArrayBuffer) =>
    app.get(`/api/pki/${name}.cer`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type("application/pkix-cert").header("cache-control", "public, max-age=86400").send(Buffer.from(der)),
    );
  certificate("root", services.pki.root.certificate.rawData);
  certificate("issuing", services.pki.issuing.certificate.rawData);
  const revocationList = (name: string, publisher: CrlPublisher) =>
    app.get(`/api/pki/${name}.crl`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type("application/pkix-crl").header("cache-control", "public, max-age=3600").send(Buffer.from(await publisher.current())),
    );
  revocationList("issuing", services.crls.issuing);
  if (services.crls.root) revocationList("root", services.crls.root);
  const answer = async (requestDer: Uint8Array) => Buffer.from(await services.ocspResponder.respond(requestDer));
  app.get("/api/pki/ocsp/*", { schema: { hide: true } }, async (request, reply) => {
    const encoded = decodeURIComponent((request.params as { "*": string })["*"]);
    return reply.type("application/ocsp-response").header("cache-control", "no-store").send(await answer(Buffer.from(encoded, "base64")));
  });
  app.post("/api/pki/ocsp", { schema: { hide: true } }, async (request, reply) =>
    reply.type("application/ocsp-response").header("cache-control", "no-store").send(await answer(request.body as Buffer)),
  );
  const tsa = services.localTimeStampAuthority;
  if (tsa) {
    app.post("/api/pki/tsa", { schema: { hide: true } }, async (request, reply) =>
      reply.type("application/timestamp-reply").header("cache-control", "no-store").send(Buffer.from(await answerTimeStampRequest(tsa, request.body as Buffer))),
    );
  }
}
