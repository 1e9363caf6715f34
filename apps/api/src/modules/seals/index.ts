// The face of seals: A business's seal certificates and who may sign with them. The rest of the API imports this file only.
export { defineSealJobs, forgetSealsOfBusiness } from "./jobs.ts";
export { provisionSeal } from "./provisioning.ts";
export { deleteSealMembershipsInBusiness, findSealByAccountName, findSealsOfBusiness, findSealsOfMember } from "./repository.ts";
export { registerSealRoutes } from "./routes.ts";
export { findGivenSealForSigning, findSealForSigning, type SealForSigning } from "./seal-for-signing.ts";
export { type ApiUsersOfSeal } from "./service.ts";
