import type { FastifyReply } from "fastify";
import {
  createVisualSignature,
  deleteSignatureImage,
  deleteVisualSignature,
  getDefaultVisualSignature,
  getSignatureImage,
  getVisualSignature,
  listVisualSignatures,
  previewSavedVisualSignature,
  previewUnsavedVisualSignature,
  updateVisualSignature,
  uploadSignatureImage,
} from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { readMultipartImage } from "./image-upload.ts";
import { matchesEtag, renderVisualSignaturePreview, type Preview } from "./preview.ts";
import * as visualSignatures from "./service.ts";

const IMMUTABLE = "private, max-age=31536000, immutable";
// Previews and unversioned image links are revalidated each time: the ETag makes that a 304.
const REVALIDATE = "private, no-cache";

function sendPreview(reply: FastifyReply, preview: Preview): FastifyReply {
  void reply.header("etag", preview.etag).header("cache-control", REVALIDATE);
  if (!preview.png) return reply.status(304).send();
  return reply.type("image/png").send(preview.png);
}

function previewSize(query: { width: number; height: number; density: "1" | "2" }) {
  return { width: query.width, height: query.height, density: query.density === "2" ? (2 as const) : (1 as const) };
}

export function registerVisualSignatureRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(listVisualSignatures, async ({ auth }) => visualSignatures.listVisualSignatures(context, auth));
  routes.add(createVisualSignature, async ({ auth, body }) => visualSignatures.createVisualSignature(context, auth, body));
  routes.add(getVisualSignature, async ({ auth, params }) => visualSignatures.getVisualSignature(context, auth, params.id));
  routes.add(updateVisualSignature, async ({ auth, params, body }) => visualSignatures.updateVisualSignature(context, auth, params.id, body));
  routes.add(deleteVisualSignature, async ({ auth, params }) => visualSignatures.deleteVisualSignature(context, auth, params.id));
  routes.add(getDefaultVisualSignature, async ({ auth }) => visualSignatures.getDefaultVisualSignature(context, auth));

  routes.add(previewSavedVisualSignature, async ({ auth, query, request, reply }) => {
    const preview = await renderVisualSignaturePreview(
      context,
      auth,
      { ...(query.id ? { id: query.id } : {}), ...previewSize(query) },
      request.headers["if-none-match"],
    );
    return sendPreview(reply, preview);
  });
  routes.add(previewUnsavedVisualSignature, async ({ auth, query, body, request, reply }) => {
    const preview = await renderVisualSignaturePreview(
      context,
      auth,
      { ...(query.id ? { id: query.id } : {}), changes: body, ...previewSize(query) },
      request.headers["if-none-match"],
    );
    return sendPreview(reply, preview);
  });

  routes.add(uploadSignatureImage, async ({ auth, params, request }) => {
    const bytes = request.isMultipart() ? await readMultipartImage(request) : request.body;
    // Raw image bodies arrive as a Buffer; a JSON body reaches here parsed, and is not an image.
    if (!Buffer.isBuffer(bytes)) throw new AppError("unsupported_media_type", { accepted: [...uploadSignatureImage.rawBody.mediaTypes, "multipart/form-data"] });
    return visualSignatures.uploadSignatureImage(context, auth, params.id, bytes);
  });
  routes.add(deleteSignatureImage, async ({ auth, params }) => visualSignatures.deleteSignatureImage(context, auth, params.id));
  routes.add(getSignatureImage, async ({ auth, params, query, request, reply }) => {
    const image = await visualSignatures.getSignatureImage(context, auth, params.id);
    const etag = `"${image.sha256}"`;
    const isCurrentVersion = query.v !== undefined && query.v.length >= 16 && image.sha256.startsWith(query.v);
    void reply.header("etag", etag).header("cache-control", isCurrentVersion ? IMMUTABLE : REVALIDATE);
    if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
    return reply.type("image/png").send(image.png);
  });
}
