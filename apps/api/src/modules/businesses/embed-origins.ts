import type { Config } from "../../platform/config.ts";
import { AppError } from "../../platform/errors/app-error.ts";

/**
 * In production a framing page must itself be served over https: a page on http could be
 * altered on the way and would then drive the signing view. Outside production http stays
 * allowed, so tests and local integrations can use http://127.0.0.2:PORT.
 */
export function assertEmbedOriginsAllowed(config: Pick<Config, "APP_MODE">, origins: readonly string[]): void {
  if (config.APP_MODE !== "production") return;
  const insecure = origins.filter((origin) => !origin.startsWith("https://"));
  if (insecure.length > 0) throw new AppError("embed_origin_not_https", { origins: insecure });
}

/**
 * Whether a page of `origin` may frame a business's embedded page now (a signing link or a
 * composer link): listed in its `embedOrigins`, and in production served over https.
 */
export function assertOriginMayFrame(config: Pick<Config, "APP_MODE">, embedOrigins: readonly string[], origin: string): void {
  if (!embedOrigins.includes(origin)) throw new AppError("embed_origin_not_allowed", { origin });
  assertEmbedOriginsAllowed(config, [origin]);
}
