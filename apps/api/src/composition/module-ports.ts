import type { PlatformContext } from "../platform/context.ts";
import { findApiUsersOfSeal } from "../modules/api-users/repository.ts";
import { assertSeatsFor } from "../modules/billing/quotas.ts";
import { acceptOldestBusinessInvitation } from "../modules/businesses/invitations-service.ts";
import { releaseBusinessOfDeletedUser } from "../modules/businesses/members-service.ts";
import type { BusinessPorts } from "../modules/businesses/ports.ts";
import { guestLoader } from "../modules/direct-sign/guest-access.ts";
import { forgetSealsOfBusiness } from "../modules/seals/jobs.ts";
import { deleteSealMembershipsInBusiness } from "../modules/seals/repository.ts";
import type { ApiUsersOfSeal } from "../modules/seals/service.ts";
import type { GuestLoaderOf } from "../modules/signing/remote-signing-routes.ts";
import type { AnswerUser, UserPorts } from "../modules/users/ports.ts";
import { loadBusinessAnswer } from "./business-answer.ts";
import { loadUserAnswer } from "./user-answer.ts";

/**
 * What a module needs from modules above it, handed to it here: a module imports only modules
 * below it, so where a lower one needs a higher one's work (an answer combining several modules,
 * a check or a clean-up of a module above), it names a port and app.ts passes this in.
 */
export interface ModulePorts {
  answerUser: AnswerUser;
  users: UserPorts;
  businesses: BusinessPorts;
  apiUsersOfSeal: ApiUsersOfSeal;
  guestLoaderOf: GuestLoaderOf;
}

export function modulePorts(context: PlatformContext): ModulePorts {
  const answerUser: AnswerUser = (executor, user) => loadUserAnswer(context, executor, user);
  const businesses: BusinessPorts = {
    answerBusiness: (executor, business) => loadBusinessAnswer(context, executor, business),
    answerUser,
    assertSeatsFor: (executor, businessId, adding) => assertSeatsFor(context, executor, businessId, adding),
    onMembersLeave: deleteSealMembershipsInBusiness,
    onPurge: (executor, businessId) => forgetSealsOfBusiness(context, executor, businessId),
  };
  return {
    answerUser,
    users: {
      answerUser,
      releaseBusinessOf: (trx, userId) => releaseBusinessOfDeletedUser(context, businesses, trx, userId),
      acceptOldestBusinessInvitation: (auth) => acceptOldestBusinessInvitation(context, auth),
    },
    businesses,
    apiUsersOfSeal: findApiUsersOfSeal,
    guestLoaderOf: guestLoader,
  };
}
