// The face of platform: Health, readiness and the maintenance notice. The rest of the API imports this file only.
export { registerHealthRoutes } from "./health-routes.ts";
export { getMaintenanceNotice, setMaintenanceNotice } from "./repository.ts";
export { registerPlatformRoutes } from "./routes.ts";
