// The face of email-change: Changing an account's address. The rest of the API imports this file only.
export { registerEmailChangeRoutes } from "./routes.ts";
