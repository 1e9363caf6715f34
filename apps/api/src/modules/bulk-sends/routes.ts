import { createBulkSend, getBulkSend, getBulkSendErrors, listBulkSendFailedRows, listTemplateBulkSends, previewBulkSend } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { CSV_CONTENT_TYPE } from "../../platform/csv/csv-writer.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { sendFile } from "../../platform/http/file-reply.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as bulkSends from "./service.ts";

function csvBodyOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body)) throw new AppError("unsupported_media_type", { accepted: ["text/csv"] });
  return body;
}

export function registerBulkSendRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(createBulkSend, async ({ auth, params, request }) => bulkSends.createBulkSend(context, auth.userId, params.id, csvBodyOf(request.body)));
  routes.add(previewBulkSend, async ({ auth, params, request }) => bulkSends.previewBulkSend(context, auth.userId, params.id, csvBodyOf(request.body)));
  routes.add(listTemplateBulkSends, async ({ auth, params }) => bulkSends.listTemplateBulkSends(context, auth.userId, params.id));
  routes.add(getBulkSend, async ({ auth, params }) => bulkSends.getBulkSend(context, auth.userId, params.id));
  routes.add(listBulkSendFailedRows, async ({ auth, params, query }) => bulkSends.listFailedRows(context, auth.userId, params.id, query.after));
  routes.add(getBulkSendErrors, async ({ auth, params, reply }) => {
    const file = await bulkSends.bulkSendErrorsFile(context, auth.userId, params.id);
    return sendFile(reply, file.stream, { contentType: CSV_CONTENT_TYPE, fileName: file.fileName });
  });
}
