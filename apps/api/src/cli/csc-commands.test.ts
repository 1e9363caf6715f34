import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../test-support/factories.ts";
import { createTestApp, type TestApp } from "../test-support/test-app.ts";
import { DemoCredentialStore } from "../pdf-engine/csc/csc-demo-credentials.ts";
import { enrollCscCredentialCommand, listCscCredentialsCommand } from "./csc-commands.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

describe("operator commands of the demo CSC trust service", () => {
  it("enrol an account's holder with a qualified certificate named after them, and list it", async () => {
    const user = await createUser(testApp, { firstName: "Enzo", lastName: "Enrolled" });
    const { config } = testApp.context;
    const enrolled = (await enrollCscCredentialCommand(testApp.database, { email: user.email.toUpperCase() }, config)) as { credentialId: string; subject: string; key: string };
    expect(enrolled).toMatchObject({ key: "ecdsa-p256", subject: `CN=Enzo Enrolled, E=${user.email}` });
    expect(await listCscCredentialsCommand(testApp.database, { email: user.email }, config)).toEqual([expect.objectContaining({ credentialId: enrolled.credentialId })]);
    const stored = await DemoCredentialStore.inDataDir(config.DATA_DIR).find(enrolled.credentialId);
    expect(stored?.certificates).toHaveLength(3);

    await expect(enrollCscCredentialCommand(testApp.database, { email: "stranger@example.ch" }, config)).rejects.toMatchObject({ code: "validation_failed", details: { fields: [{ field: "--name" }] } });
    await expect(enrollCscCredentialCommand(testApp.database, { email: user.email, key: "dsa" }, config)).rejects.toMatchObject({ code: "validation_failed" });
    await expect(enrollCscCredentialCommand(testApp.database, { email: user.email }, { ...config, APP_MODE: "production" })).rejects.toMatchObject({ code: "forbidden" });
  });
});
