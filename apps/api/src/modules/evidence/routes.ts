import { downloadSignatureRequestEvidence } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { sendFile } from "../../platform/http/file-reply.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { buildEvidencePackage, type EvidenceServices } from "./service.ts";

export function registerEvidenceRoutes(routes: RouteRegistrar, context: PlatformContext, services: EvidenceServices): void {
  routes.add(downloadSignatureRequestEvidence, async ({ auth, params, reply }) => {
    const built = await buildEvidencePackage(context, services, auth.userId, params.id);
    return sendFile(reply, built.stream, { contentType: "application/zip", fileName: built.fileName });
  });
}
