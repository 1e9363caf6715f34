import type { PlatformContext } from "../../platform/context.ts";
import { createDemoMabProvider } from "./demo-mab-provider.ts";
import type { MabProvider } from "./mab-provider.ts";

/**
 * The provider of this installation: the demo provider outside production; in production none
 * until a real one is configured, and every mobile-signing call answers 503 `mab_unavailable`.
 */
export async function findMabProvider(context: PlatformContext): Promise<MabProvider | null> {
  if (context.config.APP_MODE === "production") return null;
  return createDemoMabProvider(context);
}
