import { lazyEndpoint } from "../../../shared/api/lazy-endpoint.ts";

const loadLoginEndpoints = () => import("./login-endpoints.ts");

/** The login page's endpoints by their loaders (`login-endpoints.ts` says why). */
export const loginEndpoints = {
  login: lazyEndpoint(loadLoginEndpoints, "login"),
  findIdentityProvider: lazyEndpoint(loadLoginEndpoints, "findIdentityProvider"),
  redeemSsoLogin: lazyEndpoint(loadLoginEndpoints, "redeemSsoLogin"),
};
