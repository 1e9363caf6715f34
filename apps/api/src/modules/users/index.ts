// The face of users: The accounts' rows and the User's own fields. The rest of the API imports this file only.
export { type AnswerUser, type UserPorts } from "./ports.ts";
export { presentSignatureQualities, presentUser, type UserParts } from "./presenter.ts";
export { findUserByEmail, findUserById, insertUser, lockUserRow, newUserRow, updateUserRow, updateUserRows, upsertContact, type UserRow } from "./repository.ts";
export { registerUserRoutes } from "./routes.ts";
export { visualSignaturePermissionsOf, type VisualSignaturePermissionName, type VisualSignaturePermissions } from "./visual-signature-permissions.ts";
