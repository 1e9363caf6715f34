import type { PlatformContext } from "../../platform/context.ts";
import { configuredCscProvider } from "../../pdf-engine/csc/configured-csc-provider.ts";
import { DemoCredentialStore, enrollDemoCredential } from "../../pdf-engine/csc/csc-demo-credentials.ts";
import { CSC_DEMO_PATH } from "../../pdf-engine/csc/mount-csc-demo-service.ts";
import { loadOrCreateDemoPki } from "../../pdf-engine/pki/demo-pki.ts";
import { findUserById } from "../users/index.ts";
import type { ReportedIdentity } from "./protocol/report.ts";

/** Whether QES goes through this installation's own demo CSC trust service (/api/csc/v2 of its public address). */
function usesOwnDemoTrustService(context: PlatformContext): boolean {
  const url = context.config.SIGNING_QES_CSC_URL;
  if (!url || context.config.APP_MODE === "production") return false;
  const target = new URL(url);
  return target.origin === new URL(context.publicUrl).origin && target.pathname.replace(/\/+$/, "") === CSC_DEMO_PATH;
}

/**
 * After a successful identification a trust service issues the person a qualified credential.
 * With a real trust service that is the partners' business (docs/identification.md); with this
 * installation's demo trust service Paraph enrols the person there itself, under the name the
 * identification confirmed, so QES signs through the CSC path. Without a CSC service QES is
 * signed by the installation's own PKI and nothing is enrolled.
 */
export async function enrolQualifiedCredential(context: PlatformContext, userId: string, identity: ReportedIdentity): Promise<void> {
  if (!usesOwnDemoTrustService(context)) return;
  const user = await findUserById(context.db, userId);
  if (!user) return;
  const store = DemoCredentialStore.inDataDir(context.config.DATA_DIR);
  const now = context.clock.now();
  const pki = await loadOrCreateDemoPki(context.config.DATA_DIR, "", now);
  await enrollDemoCredential(store, { issuing: pki.issuing, chain: [pki.issuing, pki.root] }, { userID: user.email, name: `${identity.firstName} ${identity.lastName}`, lang: user.lang, publicUrl: context.publicUrl, now });
  // The qualities shown a minute ago said "not a holder"; they now say otherwise.
  configuredCscProvider(context.config)?.forgetHolder(user.email);
}
