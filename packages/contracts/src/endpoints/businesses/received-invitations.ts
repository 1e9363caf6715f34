import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { userSchema } from "../user/user-entity.ts";
import { receivedBusinessInvitationSchema } from "./received-invitation-entity.ts";

/**
 * The invited person's side: the invitations addressed to the caller's (verified) e-mail address,
 * and their answer. Accepting joins the business as a member; a user belongs to at most one
 * business, so accepting while in another one is refused (`already_in_business`) and accepting
 * withdraws the caller's other invitations.
 */
export const listReceivedBusinessInvitations = defineEndpoint({
  method: "GET",
  path: "/v1/user/business-invitations",
  summary: "Business invitations waiting for the caller's answer",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  response: z.object({ invitations: z.array(receivedBusinessInvitationSchema) }),
});

const invitationIdParams = z.strictObject({ id: z.uuid({ message: "Not an invitation id" }) });

export const acceptBusinessInvitation = defineEndpoint({
  method: "POST",
  path: "/v1/user/business-invitations/:id/accept",
  summary: "Join the business that sent the invitation; answers the updated User",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: invitationIdParams,
  response: userSchema,
});

export const declineBusinessInvitation = defineEndpoint({
  method: "POST",
  path: "/v1/user/business-invitations/:id/decline",
  summary: "Decline a business invitation",
  tag: "Businesses",
  auth: "user",
  successStatus: 204,
  params: invitationIdParams,
});

/** The last admin cannot leave (`last_business_admin`): promote someone else or delete the business first. */
export const leaveBusiness = defineEndpoint({
  method: "POST",
  path: "/v1/user/leave-business",
  summary: "Leave the caller's business; answers the updated User",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  response: userSchema,
});
