import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { ManualClock } from "../platform/clock.ts";
import { SigningServices } from "../pdf-engine/signing-services.ts";

/**
 * Signing services with a demo PKI on a data folder of the suite's own, made before its tests and
 * removed after them. Call at the top of a suite file; the returned function gives the services.
 */
export function useDemoSigningServices(): () => SigningServices {
  let dataDir = "";
  let services: SigningServices | undefined;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-signing-services-"));
    services = await SigningServices.open(dataDir, new ManualClock());
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));
  return () => {
    if (!services) throw new Error("The signing services open before the suite's tests");
    return services;
  };
}
