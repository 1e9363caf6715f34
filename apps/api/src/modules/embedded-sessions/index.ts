export { registerEmbeddedSessionRoutes } from "./routes.ts";
export { composerFrameAncestorsForPath } from "./service.ts";
