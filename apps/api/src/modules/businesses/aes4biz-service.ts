import type { Aes4biz, UpdateAes4bizBody } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { loadBusinessAccess } from "./access.ts";
import { presentAes4biz } from "./presenter.ts";
import { findAes4biz, findAes4bizDomains, findDomains, saveAes4biz } from "./repository.ts";

/**
 * AES for business (docs/aes-for-business.md): the declaration is stored, shown and kept
 * consistent with the allowed domains; it does not change the signature qualities yet.
 */
async function readAes4biz(executor: JobExecutor, businessId: string): Promise<Aes4biz> {
  const row = await findAes4biz(executor, businessId);
  return presentAes4biz(row, row ? await findAes4bizDomains(executor, businessId) : []);
}

export async function getAes4biz(context: PlatformContext, auth: AuthContext, businessId: string): Promise<Aes4biz> {
  const { business } = await loadBusinessAccess(context.db, auth, businessId, { adminOnly: true });
  return readAes4biz(context.db, business.id);
}

export async function updateAes4biz(context: PlatformContext, auth: AuthContext, businessId: string, body: UpdateAes4bizBody): Promise<Aes4biz> {
  return context.db.transaction().execute(async (trx) => {
    // The business lock keeps the allowed domains as read here until the declaration is saved.
    const { business } = await loadBusinessAccess(trx, auth, businessId, { lock: true, adminOnly: true });
    const allowed = new Set(await findDomains(trx, business.id));
    const domains = [...new Set(body.domains)].sort();
    const outside = domains.filter((domain) => !allowed.has(domain));
    if (outside.length > 0) throw new AppError("aes4biz_domain_not_allowed", { domains: outside });
    await saveAes4biz(
      trx,
      {
        business_id: business.id,
        enabled: body.enabled,
        representative_name: body.representativeName,
        representative_email: body.representativeEmail,
        commercial_register: body.commercialRegister,
        updated_by: auth.userId,
        updated_at: context.clock.now(),
      },
      domains,
    );
    return readAes4biz(trx, business.id);
  });
}
