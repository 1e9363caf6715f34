// The face of evidence: A request's evidence package. The rest of the API imports this file only.
export { registerEvidenceRoutes } from "./routes.ts";
