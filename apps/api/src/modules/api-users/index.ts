// The face of api-users: A business's API users: accounts with a hashed key, their key log-in and allow-list. The rest of the API imports this file only.
export { findApiUserBusinessId, findApiUsersOfSeal, findSealIdOfApiUser } from "./repository.ts";
export { registerApiUserRoutes } from "./routes.ts";
