import type { FastifyInstance } from "fastify";
import type { PlatformContext } from "../platform/context.ts";
import { DEMO_IDENTITY_PROVIDER_PREFIX, demoIdentityProviderKeys } from "../modules/identification/protocol/identity-provider.ts";
import { DemoIdentityProvider } from "./demo-identity-provider.ts";

/**
 * The embedded installation (`npm start`) serves the demo identity provider under /demo-idp of
 * its own origin, outside production and only while no IDENT_PROVIDER_URL is set: one port to
 * open, the same origin for the browser, yet the demo speaks to Paraph only over HTTP (session
 * creation, signed reports) with keys of its own, random per process, that Paraph reads from
 * the same place. Tests start it on a port of its own (startDemoIdentityProvider).
 */
export async function mountDemoIdentityProvider(app: FastifyInstance, context: PlatformContext): Promise<DemoIdentityProvider | undefined> {
  if (context.config.APP_MODE === "production" || context.config.IDENT_PROVIDER_URL) return undefined;
  const provider = new DemoIdentityProvider({ ...demoIdentityProviderKeys(context), publicBaseUrl: () => `${context.publicUrl}${DEMO_IDENTITY_PROVIDER_PREFIX}` });
  await app.register(async (scope) => provider.register(scope), { prefix: DEMO_IDENTITY_PROVIDER_PREFIX });
  return provider;
}
