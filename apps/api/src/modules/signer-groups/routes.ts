import { createSignerGroup, deleteSignerGroup, getSignerGroup, listSignerGroups, updateSignerGroup } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import * as groups from "./service.ts";

export function registerSignerGroupRoutes(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(listSignerGroups, async ({ auth, query }) => groups.listSignerGroups(context, auth, query.query));
  routes.add(getSignerGroup, async ({ auth, params, query }) => groups.getSignerGroup(context, auth, params.id, query.includeMembers === "true"));
  routes.add(createSignerGroup, async ({ auth, body }) => groups.createSignerGroup(context, auth, body));
  routes.add(updateSignerGroup, async ({ auth, params, body }) => groups.updateSignerGroup(context, auth, params.id, body));
  routes.add(deleteSignerGroup, async ({ auth, params }) => groups.deleteSignerGroup(context, auth, params.id));
}
