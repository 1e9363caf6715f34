import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { emailSchema } from "../../validation/email.ts";
import { BUSINESS_LIMITS, businessIdParams, businessInvitationSchema, businessMemberSchema, userIdsBody } from "./business-entity.ts";

export const businessMembersResponseSchema = z.object({ members: z.array(businessMemberSchema) });
export const businessAdminsResponseSchema = z.object({ admins: z.array(businessMemberSchema) });

export const listBusinessAdmins = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id/admins",
  summary: "The admins of a business",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: businessAdminsResponseSchema,
});

export const listBusinessMembers = defineEndpoint({
  method: "GET",
  path: "/v1/businesses/:id/members",
  summary: "Everyone in a business, admins included",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: businessMembersResponseSchema,
});

export const inviteBusinessMembersBody = z.strictObject({
  users: z
    .array(emailSchema)
    .min(1, { message: "Name at least one e-mail address" })
    .max(BUSINESS_LIMITS.invitationsPerRequest, { message: `At most ${BUSINESS_LIMITS.invitationsPerRequest} addresses at once` }),
});

/**
 * `invited`: the invitations made or renewed (each mailed); `alreadyMembers`: addresses skipped
 * because they belong to this business already.
 */
export const inviteBusinessMembersResponseSchema = z.object({
  invited: z.array(businessInvitationSchema),
  alreadyMembers: z.array(z.string()),
});

export const inviteBusinessMembers = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/members",
  summary: "Invite people by e-mail: accounts get an invitation to answer, other addresses an invitation to sign up (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: inviteBusinessMembersBody,
  response: inviteBusinessMembersResponseSchema,
});

export const changeToAdmins = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/change-to-admins",
  summary: "Promote members to admins (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: userIdsBody,
  response: businessMembersResponseSchema,
});

export const changeToMembers = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/change-to-members",
  summary: "Demote admins to members; the last admin stays (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: userIdsBody,
  response: businessMembersResponseSchema,
});

export const removeBusinessMembers = defineEndpoint({
  method: "POST",
  path: "/v1/businesses/:id/remove-members",
  summary: "Remove people from a business; the last admin stays (admins)",
  tag: "Businesses",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  body: userIdsBody,
  response: businessMembersResponseSchema,
});
