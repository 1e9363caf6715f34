import type { Config } from "../../platform/config.ts";
import { CscClient } from "./csc-client.ts";
import { CscSigningProvider } from "./csc-signing-provider.ts";

type CscSettings = Pick<Config, "SIGNING_QES_CSC_URL" | "SIGNING_QES_CSC_TOKEN" | "SIGNING_QES_CSC_LEGISLATIONS">;

const providers = new WeakMap<CscSettings, CscSigningProvider>();

/**
 * The remote QES provider of this configuration, or undefined when SIGNING_QES_CSC_URL is not
 * set (QES then stays with the installation's CA). One per configuration, so the short-lived
 * "holds QES" answers are shared by every module that shows qualities.
 */
export function configuredCscProvider(config: CscSettings): CscSigningProvider | undefined {
  if (!config.SIGNING_QES_CSC_URL || !config.SIGNING_QES_CSC_TOKEN) return undefined;
  let provider = providers.get(config);
  if (!provider) {
    provider = new CscSigningProvider(new CscClient(config.SIGNING_QES_CSC_URL, config.SIGNING_QES_CSC_TOKEN), config.SIGNING_QES_CSC_LEGISLATIONS);
    providers.set(config, provider);
  }
  return provider;
}
