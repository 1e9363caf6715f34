import { getBusinessStatistics } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as statistics from "./service.ts";

export function registerBusinessStatisticsRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(getBusinessStatistics, async ({ auth, params, query }) => statistics.getBusinessStatistics(context, auth, params.id, query));
}
