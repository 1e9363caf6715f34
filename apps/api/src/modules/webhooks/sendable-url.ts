import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { OutboundRefusal, outboundPolicyOf, resolveOutboundTarget } from "../../platform/outbound/outbound-policy.ts";

/**
 * Refuses, when it is registered, a URL Paraph would refuse to send to (422 webhook_url_refused
 * with the reason). A name that does not resolve yet is accepted: the receiver may not be set up,
 * and every delivery checks the address again anyway.
 */
export async function assertSendableUrl(context: PlatformContext, url: string): Promise<void> {
  try {
    await resolveOutboundTarget(outboundPolicyOf(context.config), url);
  } catch (error) {
    if (!(error instanceof OutboundRefusal)) throw error;
    if (error.isUnresolved) return;
    throw new AppError("webhook_url_refused", { url, reason: error.message });
  }
}
