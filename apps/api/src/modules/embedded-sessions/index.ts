// The face of embedded-sessions: Composer links for a page of another origin. The rest of the API imports this file only.
export { registerEmbeddedSessionRoutes } from "./routes.ts";
export { composerFrameAncestorsForPath } from "./service.ts";
