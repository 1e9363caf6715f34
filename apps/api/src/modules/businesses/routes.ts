import {
  acceptBusinessInvitation,
  addBusinessDomain,
  changeToAdmins,
  changeToMembers,
  createBusiness,
  declineBusinessInvitation,
  deleteBusiness,
  deleteBusinessLogo,
  getBusiness,
  getBusinessLogo,
  getBusinessPublicInformation,
  getBusinessSettings,
  getOwnBusiness,
  inviteBusinessMembers,
  leaveBusiness,
  listBusinessAdmins,
  listBusinessInvitations,
  listBusinessMembers,
  listReceivedBusinessInvitations,
  removeBusinessDomain,
  removeBusinessMembers,
  revokeBusinessDeletion,
  revokeBusinessInvitation,
  updateBusiness,
  updateBusinessSettings,
  uploadBusinessLogo,
  getAes4biz,
  registerBusiness,
  updateAes4biz,
} from "@paraph/contracts";
import { ACCOUNT_RATE_LIMITS } from "../../platform/auth/account-rate-limits.ts";
import type { PlatformContext } from "../../platform/context.ts";
import type { RouteRegistrar } from "../../platform/http/route-registrar.ts";
import { clientOf, presentSession } from "../accounts/index.ts";
import type { UserRow } from "../users/index.ts";
import { readImageBody, sendStoredImage } from "./business-images.ts";
import * as aes4biz from "./aes4biz-service.ts";
import * as deletion from "./deletion-service.ts";
import * as invitations from "./invitations-service.ts";
import * as members from "./members-service.ts";
import type { BusinessPorts } from "./ports.ts";
import { registerAccountWithBusiness } from "./registration.ts";
import type { BusinessRow } from "./repository.ts";
import * as businesses from "./service.ts";

/** Invitations mail third parties: bounded per client address, like the other mail-sending calls. */
const INVITATION_LIMIT = { name: "business-invite-ip", limit: 30, windowMs: 60 * 60_000 };

/** The business sign-up, `POST /v1/register/business`: app.ts registers it beside the account sign-up. */
export function registerBusinessSignupRoute(routes: RouteRegistrar, context: PlatformContext): void {
  routes.add(
    registerBusiness,
    async ({ body, request }) => {
      const { businessId, ...session } = await registerAccountWithBusiness(context, body, clientOf(request));
      return { ...presentSession(session), businessId };
    },
    { rateLimits: [{ rule: ACCOUNT_RATE_LIMITS.tokenPerIp, key: ({ request }) => request.ip }] },
  );
}

export function registerBusinessRoutes(routes: RouteRegistrar, context: PlatformContext, ports: BusinessPorts): void {
  const answer = async (business: Promise<BusinessRow>) => ports.answerBusiness(context.db, await business);
  const answerUser = async (user: Promise<UserRow>) => ports.answerUser(context.db, await user);
  routes.add(createBusiness, async ({ auth, body }) => answer(businesses.createBusiness(context, auth, body)));
  routes.add(getOwnBusiness, async ({ auth }) => answer(businesses.getOwnBusiness(context, auth)));
  routes.add(getBusiness, async ({ auth, params }) => answer(businesses.getBusiness(context, auth, params.id)));
  routes.add(updateBusiness, async ({ auth, params, body }) => answer(businesses.updateBusiness(context, auth, params.id, body)));
  routes.add(getBusinessSettings, async ({ auth, params }) => businesses.getBusinessSettings(context, auth, params.id));
  routes.add(updateBusinessSettings, async ({ auth, params, body }) => businesses.updateBusinessSettings(context, auth, params.id, body.settings));
  routes.add(deleteBusiness, async ({ auth, params, body }) => answer(deletion.deleteBusiness(context, auth, params.id, body)));
  routes.add(revokeBusinessDeletion, async ({ auth, params }) => answer(deletion.revokeBusinessDeletion(context, auth, params.id)));
  routes.add(getBusinessPublicInformation, async ({ params }) => businesses.getBusinessPublicInformation(context, params.id));
  routes.add(addBusinessDomain, async ({ auth, params, body }) => businesses.addBusinessDomain(context, auth, params.id, body.domain));
  routes.add(removeBusinessDomain, async ({ auth, params }) => businesses.removeBusinessDomain(context, auth, params.id, params.domain));

  routes.add(getAes4biz, async ({ auth, params }) => aes4biz.getAes4biz(context, auth, params.id));
  routes.add(updateAes4biz, async ({ auth, params, body }) => aes4biz.updateAes4biz(context, auth, params.id, body));

  routes.add(getBusinessLogo, async ({ params, query, request, reply }) =>
    sendStoredImage(context, request, reply, await businesses.getBusinessLogo(context, params.id), query.v),
  );
  routes.add(uploadBusinessLogo, async ({ auth, params, request }) =>
    businesses.uploadBusinessLogo(context, auth, params.id, await readImageBody(request, uploadBusinessLogo.rawBody.mediaTypes)),
  );
  routes.add(deleteBusinessLogo, async ({ auth, params }) => businesses.deleteBusinessLogo(context, auth, params.id));

  routes.add(listBusinessAdmins, async ({ auth, params }) => members.listBusinessAdmins(context, auth, params.id));
  routes.add(listBusinessMembers, async ({ auth, params }) => members.listBusinessMembers(context, auth, params.id));
  routes.add(changeToAdmins, async ({ auth, params, body }) => members.changeToAdmins(context, auth, params.id, body.user_ids));
  routes.add(changeToMembers, async ({ auth, params, body }) => members.changeToMembers(context, auth, params.id, body.user_ids));
  routes.add(removeBusinessMembers, async ({ auth, params, body }) => members.removeBusinessMembers(context, ports, auth, params.id, body.user_ids));
  routes.add(leaveBusiness, async ({ auth }) => answerUser(members.leaveBusiness(context, ports, auth)));

  routes.add(inviteBusinessMembers, async ({ auth, params, body }) => invitations.inviteBusinessMembers(context, ports, auth, params.id, body.users), {
    rateLimits: [{ rule: INVITATION_LIMIT, key: ({ request }) => request.ip }],
  });
  routes.add(listBusinessInvitations, async ({ auth, params }) => invitations.listBusinessInvitations(context, auth, params.id));
  routes.add(revokeBusinessInvitation, async ({ auth, params }) => invitations.revokeBusinessInvitation(context, auth, params.id, params.inviteId));
  routes.add(listReceivedBusinessInvitations, async ({ auth }) => invitations.listReceivedBusinessInvitations(context, auth));
  routes.add(acceptBusinessInvitation, async ({ auth, params }) => answerUser(invitations.acceptBusinessInvitation(context, auth, params.id)));
  routes.add(declineBusinessInvitation, async ({ auth, params }) => invitations.declineBusinessInvitation(context, auth, params.id));
}
