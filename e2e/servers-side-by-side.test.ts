import { afterAll, describe, expect, it } from "vitest";
import { completeDemoIdentification } from "../apps/api/src/demo-identity-provider/complete-demo-identification.ts";
import { callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { findFreePort, startServer, type RunningServer } from "./support/server.ts";

/**
 * Issue 30: two servers on one host, each with its own port and data folder and every other
 * setting at its default (DEMO_IDP_PORT unset: the demo identity provider used to take port 3901
 * beside each, and the second stopped with EADDRINUSE). Both start, and on each a new user is
 * identified through the demo provider mounted on that server's own port.
 */
const servers: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

async function startWithDefaults(): Promise<RunningServer> {
  // An empty value is an unset setting: whatever the environment running the tests says.
  const server = await startServer({ env: { PORT: String(await findFreePort()), DEMO_IDP_PORT: "" } });
  servers.push(server);
  return server;
}

async function identifyOn(server: RunningServer, email: string): Promise<void> {
  const token = await signUpThroughApi(server.url, email, { firstName: "Anna", lastName: "Muster" });
  const started = await callApi(server.url, "POST", "/v1/user/identification/srs/video", { token, body: {} });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  expect(started.body).toMatchObject({ isDemo: true, status: "initialized" });
  expect(String(started.body.identUrl)).toMatch(new RegExp(`^${server.url}/demo-idp/ident/[0-9a-f-]{36}$`));

  const { returnUrl } = await completeDemoIdentification(String(started.body.identUrl), "complete", 0);
  expect(returnUrl).toBe(`${server.url}/profile/signature-standards/zertes?identification=${String(started.body.id)}`);
  const identification = await callApi(server.url, "GET", `/v1/user/identification/by-id/${String(started.body.id)}`, { token });
  expect(identification.body).toMatchObject({ status: "success", identity: { firstName: "Anna", lastName: "Muster" } });
}

describe("two servers on one host with the default settings", () => {
  it("both start, each with the demo identity provider on its own port, and identify a user through it", async () => {
    const [first, second] = await Promise.all([startWithDefaults(), startWithDefaults()]);
    expect(first.url).not.toBe(second.url);
    for (const server of [first, second]) {
      expect(server.demoIdentityProviderUrl).toBe(`${server.url}/demo-idp`);
      expect(server.output()).not.toContain("EADDRINUSE");
    }
    await identifyOn(first, "anna.first@example.com");
    await identifyOn(second, "anna.second@example.com");
  });
});
