// The face of business-statistics: The admins' dashboard figures. The rest of the API imports this file only.
export { registerBusinessStatisticsRoutes } from "./routes.ts";
