// The face of bulk-sends: A template sent to every row of a CSV. The rest of the API imports this file only.
export { defineBulkSendJobs } from "./jobs.ts";
export { registerBulkSendRoutes } from "./routes.ts";
