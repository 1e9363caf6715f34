import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams, businessInvitationSchema } from "./business-entity.ts";

export const listBusinessInvitations = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/invitations",
  summary: "The invitations of a business nobody has answered yet",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: z.object({ invitedMembers: z.array(businessInvitationSchema) }),
});

export const revokeBusinessInvitation = defineEndpoint({
  method: "DELETE",
  path: "/v1/businesses/:id/invitations/:inviteId",
  summary: "Withdraw an invitation (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 204,
  params: businessIdParams.extend({ inviteId: z.uuid({ message: "Not an invitation id" }) }),
});
