import { addSealMembers, deleteSealImage, getSeal, getSealImage, listSeals, removeSealMembers, updateSeal, uploadSealImage } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { readImageBody, sendStoredImage } from "../businesses/index.ts";
import type { SealRow } from "./repository.ts";
import * as seals from "./service.ts";

export function registerSealRoutes(routes: RouteRegistrar, context: PlatformContext, apiUsersOfSeal: seals.ApiUsersOfSeal): void {
  const answer = async (seal: Promise<SealRow>) => seals.presentSealOf(context, apiUsersOfSeal, await seal);
  routes.add(listSeals, async ({ auth, params }) => seals.listSeals(context, auth, params.id));
  routes.add(getSeal, async ({ auth, params }) => answer(seals.getSeal(context, auth, params.id, params.seal)));
  routes.add(updateSeal, async ({ auth, params, body }) => answer(seals.updateSeal(context, auth, params.id, params.seal, body.displayName)));
  routes.add(addSealMembers, async ({ auth, params, body }) => answer(seals.addSealMembers(context, auth, params.id, params.seal, body.members)));
  routes.add(removeSealMembers, async ({ auth, params, body }) => answer(seals.removeSealMembers(context, auth, params.id, params.seal, body.members)));
  routes.add(getSealImage, async ({ auth, params, query, request, reply }) =>
    sendStoredImage(context, request, reply, await seals.getSealImage(context, auth, params.id, params.seal), query.v),
  );
  routes.add(uploadSealImage, async ({ auth, params, request }) =>
    answer(seals.uploadSealImage(context, auth, params.id, params.seal, await readImageBody(request, uploadSealImage.rawBody.mediaTypes))),
  );
  routes.add(deleteSealImage, async ({ auth, params }) => answer(seals.deleteSealImage(context, auth, params.id, params.seal)));
}
