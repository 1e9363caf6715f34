import { afterAll, beforeAll } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";
import { createTrustStore } from "./validators.ts";

export interface ValidatedTestApp {
  readonly testApp: TestApp;
  /** An NSS database (for pdfsig) that trusts the demo root. */
  readonly trustStore: string;
}

/**
 * For suites whose signed output tools that are not ours check: the clock at the real time, the
 * app listening on a port (pdfsig asks its OCSP responder over HTTP), and a trust store with the
 * demo root. Started before the suite, closed after it; `settings` are its environment's extras.
 */
export function useValidatedTestApp(settings: Record<string, string> = {}): ValidatedTestApp {
  let testApp: TestApp | undefined;
  let trustStore: { directory: string; dispose: () => Promise<void> } | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(settings, undefined, { startAt: new Date() });
    testApp.context.publicUrl = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
    trustStore = await createTrustStore((await testApp.request({ method: "GET", url: "/api/pki/root.cer" })).rawPayload);
  });
  afterAll(async () => {
    await trustStore?.dispose();
    await testApp?.close();
  });
  return {
    get testApp() {
      if (!testApp) throw new Error("The test app starts in beforeAll");
      return testApp;
    },
    get trustStore() {
      if (!trustStore) throw new Error("The trust store is made in beforeAll");
      return trustStore.directory;
    },
  };
}
