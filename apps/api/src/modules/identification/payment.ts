import type { Identification } from "@paraph/contracts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { billingOf, customerIdOf, loadPersonalPayer, requireProvider } from "../billing/index.ts";
import { isPaymentOpen, presentIdentification } from "./presenter.ts";
import { updateIdentification } from "./report-repository.ts";
import { findIdentificationById, isOwnedBy } from "./repository.ts";

/**
 * Pays an identification no business covers (docs/identification.md, "Who pays"): one charge
 * through billing's payment provider to the card the person saved for their own account, keyed by
 * the identification so a retried call never charges twice; afterwards `identUrl` shows. A member
 * of a business whose plan does not pay for identifications pays personally the same way: their
 * own customer is charged, never the business.
 */
export async function payIdentificationOf(context: PlatformContext, auth: AuthContext, identificationId: string, paymentMethodId: string): Promise<Identification> {
  const userId = auth.userId;
  const row = await findIdentificationById(context.db, identificationId);
  if (!row || !isOwnedBy(row, { userId })) throw new AppError("not_found");
  if (!isPaymentOpen(row)) throw new AppError("identification_already_paid");
  if (row.status !== "initialized" && row.status !== "inprogress") throw new AppError("identification_not_pending", { status: row.status });
  const runtime = billingOf(context);
  const provider = requireProvider(runtime);
  const payer = await loadPersonalPayer(context, auth);
  const customerId = await customerIdOf(context, runtime, payer);
  const charge = await provider.chargeOnce({
    customerId,
    paymentMethodId,
    amount: row.price_amount,
    currency: row.price_currency as "CHF" | "EUR",
    description: `Identification (${row.legislation}, ${row.method})`,
    idempotencyKey: `identification-${row.id}`,
  });
  const now = context.clock.now();
  await updateIdentification(context.db, row.id, { paid_at: now, payment_reference: charge.chargeId, updated_at: now });
  return presentIdentification({ ...row, paid_at: now, payment_reference: charge.chargeId });
}
