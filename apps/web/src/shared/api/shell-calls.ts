import { lazyEndpoint } from "./lazy-endpoint.ts";

const loadShellEndpoints = () => import("./shell-endpoints.ts");

/** The shell's endpoints by their loaders (`shell-endpoints.ts` says why). */
export const shellEndpoints = {
  getUser: lazyEndpoint(loadShellEndpoints, "getUser"),
  getMaintenance: lazyEndpoint(loadShellEndpoints, "getMaintenance"),
  getDatetime: lazyEndpoint(loadShellEndpoints, "getDatetime"),
  getBusiness: lazyEndpoint(loadShellEndpoints, "getBusiness"),
  getBusinessSettings: lazyEndpoint(loadShellEndpoints, "getBusinessSettings"),
  revokeBusinessDeletion: lazyEndpoint(loadShellEndpoints, "revokeBusinessDeletion"),
};

