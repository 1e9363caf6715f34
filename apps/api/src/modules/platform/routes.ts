import { getDatetime, getMaintenance } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { getMaintenanceNotice } from "./repository.ts";

export function registerPlatformRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(getDatetime, async () => ({ now: context.clock.now().toISOString() }));
  routes.add(getMaintenance, async () => getMaintenanceNotice(context.db));
}
