import type { ApiUserWithKey } from "@paraph/contracts";
import type { TestApp } from "../../test-support/test-app.ts";

/** Creates an API user as the admin; fails the test on anything but 201. */
export async function createApiUserAs(testApp: TestApp, token: string, businessId: string, body: { description: string; sealAccountName?: string } = { description: "Invoicing" }): Promise<ApiUserWithKey> {
  const response = await testApp.request({ method: "POST", url: `/api/v1/businesses/${businessId}/apis`, token, payload: body });
  if (response.statusCode !== 201) throw new Error(`API user not created: ${response.statusCode} ${response.body}`);
  return response.json() as ApiUserWithKey;
}

export function apiLogin(testApp: TestApp, username: string, apiKey: string, remoteAddress?: string) {
  return testApp.request({ method: "POST", url: "/api/v2/access/login", payload: { username, api_key: apiKey }, ...(remoteAddress ? { remoteAddress } : {}) });
}

/** Logs in with the key; returns the session token. */
export async function apiTokenOf(testApp: TestApp, apiUser: { username: string; apiKey: string }): Promise<string> {
  const response = await apiLogin(testApp, apiUser.username, apiUser.apiKey);
  if (response.statusCode !== 200) throw new Error(`API login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}
