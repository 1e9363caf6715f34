import type { EndpointBody, updateBusinessSso } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { loadSecretBox } from "../../platform/crypto/secret-box.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { findDomains, loadBusinessAccess } from "../businesses/index.ts";
import { presentSsoConfig } from "./presenter.ts";
import { deleteSsoConfig, findDomainsCoveredElsewhere, findSsoConfig, findSsoDomains, saveSsoConfig } from "./repository.ts";
import { clientSecretPurpose, ssoCallbackUrl } from "./sso-urls.ts";

type SsoConfigInput = EndpointBody<typeof updateBusinessSso>;

async function answer(context: PlatformContext, businessId: string) {
  const row = await findSsoConfig(context.db, businessId);
  const config = row ? presentSsoConfig(row, await findSsoDomains(context.db, businessId)) : null;
  return { config, callbackUrl: ssoCallbackUrl(context) };
}

export async function getSsoConfig(context: PlatformContext, auth: AuthContext, businessId: string) {
  await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  return answer(context, businessId);
}

/**
 * Saves the issuer, client and domains. The domains must be among the business's allowed domains
 * and covered by no other business; the issuer must be https in production. A secret left out
 * keeps the stored one. The issuer is not called here: a wrong one shows at the first log-in.
 */
export async function updateSsoConfig(context: PlatformContext, auth: AuthContext, businessId: string, input: SsoConfigInput) {
  const issuer = new URL(input.issuer);
  if (context.config.APP_MODE === "production" && issuer.protocol !== "https:") throw new AppError("sso_issuer_refused");
  const domains = [...new Set(input.domains.map((domain) => domain.toLowerCase()))].sort();
  const box = await loadSecretBox(context.config);
  const sealedSecret = input.clientSecret === undefined ? undefined : box.seal(input.clientSecret, clientSecretPurpose(businessId));
  await context.db.transaction().execute(async (trx) => {
    await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    const allowed = new Set(await findDomains(trx, businessId));
    const outside = domains.filter((domain) => !allowed.has(domain));
    if (outside.length > 0) throw new AppError("sso_domain_not_allowed", { domains: outside });
    const taken = await findDomainsCoveredElsewhere(trx, businessId, domains);
    if (taken.length > 0) throw new AppError("sso_domain_taken", { domains: taken });
    const existing = await findSsoConfig(trx, businessId);
    const secret = sealedSecret ?? existing?.client_secret_sealed;
    if (!secret) throw new AppError("sso_client_secret_required");
    const now = context.clock.now();
    await saveSsoConfig(
      trx,
      {
        business_id: businessId,
        issuer: issuer.href.replace(/\/$/, ""),
        client_id: input.clientId,
        client_secret_sealed: secret,
        enabled: input.enabled,
        created_at: existing?.created_at ?? now,
        updated_at: now,
      },
      domains,
    );
  });
  return answer(context, businessId);
}

/** Removes the configuration, its domains and so its log-ins; removing none is no error. */
export async function removeSsoConfig(context: PlatformContext, auth: AuthContext, businessId: string): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    await deleteSsoConfig(trx, businessId);
  });
}
