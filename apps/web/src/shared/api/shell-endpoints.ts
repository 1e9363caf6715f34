/**
 * The calls the shell makes on every page (the session's user, the maintenance notice, the
 * server's clock, the user's business), in a module of their own that `shell-calls.ts` loads with
 * import(): their schemas, and zod with them, arrive with the first call, after the page shows.
 */
export { getBusiness, getBusinessSettings, getDatetime, getMaintenance, getUser, revokeBusinessDeletion } from "@paraph/contracts";
