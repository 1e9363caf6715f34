// The face of business-retention: Automatic deletion of a business's ended requests. The rest of the API imports this file only.
export { defineRetentionJobs, scheduleRetentionSweep } from "./jobs.ts";
export { registerBusinessRetentionRoutes } from "./routes.ts";
export { runRetentionSweep } from "./service.ts";
