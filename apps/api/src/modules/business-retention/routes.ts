import { listAutomaticDeletions } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as retention from "./service.ts";

export function registerBusinessRetentionRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(listAutomaticDeletions, async ({ auth, params }) => retention.listAutomaticDeletions(context, auth, params.id));
}
