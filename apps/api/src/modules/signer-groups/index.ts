// The face of signer-groups: A business's named lists of signers. The rest of the API imports this file only.
export { findGroupsWithParticipant } from "./repository.ts";
export { registerSignerGroupRoutes } from "./routes.ts";
