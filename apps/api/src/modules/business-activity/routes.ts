import {
  exportIdentificationActivities,
  exportSignatureActivities,
  listAccountActivities,
  listIdentificationActivities,
  listSignatureActivities,
} from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { CSV_CONTENT_TYPE } from "../../platform/csv/csv-writer.ts";
import { sendFile } from "../../platform/http/file-reply.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as activity from "./service.ts";

export function registerBusinessActivityRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(listAccountActivities, async ({ auth, params, query }) => activity.listAccountActivities(context, auth, params.id, query));
  routes.add(listSignatureActivities, async ({ auth, params, query }) => activity.listSignatureActivities(context, auth, params.id, query));
  routes.add(listIdentificationActivities, async ({ auth, params, query }) => activity.listIdentificationActivities(context, auth, params.id, query));
  routes.add(exportSignatureActivities, async ({ auth, params, query, reply }) => {
    const file = await activity.exportSignatureActivities(context, auth, params.id, query);
    return sendFile(reply, file.stream, { contentType: CSV_CONTENT_TYPE, fileName: file.fileName });
  });
  routes.add(exportIdentificationActivities, async ({ auth, params, query, reply }) => {
    const file = await activity.exportIdentificationActivities(context, auth, params.id, query);
    return sendFile(reply, file.stream, { contentType: CSV_CONTENT_TYPE, fileName: file.fileName });
  });
}
