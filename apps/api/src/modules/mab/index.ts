// The face of mab: Signing confirmed in the mobile app. The rest of the API imports this file only.
export { registerMabRoutes } from "./routes.ts";
