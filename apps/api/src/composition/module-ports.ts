import type { PlatformContext } from "../platform/context.ts";
import { findApiUsersOfSeal } from "../modules/api-users/index.ts";
import { assertSeatsFor } from "../modules/billing/index.ts";
import { acceptOldestBusinessInvitation, type BusinessPorts, releaseBusinessOfDeletedUser } from "../modules/businesses/index.ts";
import { guestLoader } from "../modules/direct-sign/index.ts";
import { type ApiUsersOfSeal, deleteSealMembershipsInBusiness, forgetSealsOfBusiness } from "../modules/seals/index.ts";
import type { GuestLoaderOf } from "../modules/signing/index.ts";
import type { AnswerUser, UserPorts } from "../modules/users/index.ts";
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
