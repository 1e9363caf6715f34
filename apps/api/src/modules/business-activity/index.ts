// The face of business-activity: The admins' activity page and its CSV exports. The rest of the API imports this file only.
export { presentMember } from "./presenter.ts";
export { registerBusinessActivityRoutes } from "./routes.ts";
