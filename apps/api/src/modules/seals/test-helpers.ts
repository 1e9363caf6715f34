import { SigningServices } from "../../pdf-engine/signing-services.ts";
import type { TestApp } from "../../test-support/test-app.ts";
import { provisionSeal, type SealProvisioning } from "./provisioning.ts";
import type { SealRow } from "./repository.ts";

/** The operator's provisioning as `admin seal create` runs it, on the test app's database and data folder. */
export async function sealProvisioningOf(testApp: TestApp): Promise<SealProvisioning> {
  return {
    config: testApp.context.config,
    db: testApp.context.db,
    clock: testApp.clock,
    dataDir: testApp.context.config.DATA_DIR,
    publicUrl: testApp.context.publicUrl,
    signingServices: await SigningServices.open(testApp.context.config.DATA_DIR, testApp.clock),
  };
}

export async function provisionTestSeal(testApp: TestApp, businessId: string, accountName = "muster-seal", displayName = "Muster AG Seal"): Promise<SealRow> {
  return provisionSeal(await sealProvisioningOf(testApp), { businessId, accountName, displayName });
}
