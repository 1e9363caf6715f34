import { randomUUID } from "node:crypto";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { RateLimitRule } from "../../platform/http/rate-limiter.ts";
import { getQualitiesDetail } from "../signing/index.ts";
import { grantIdentityToUser } from "./grant-identity.ts";
import { presentIdentification } from "./presenter.ts";
import { configuredIdentityProvider } from "./protocol/identity-provider.ts";
import { checkLookupAnswer, type LookupRequest } from "./protocol/lookup.ts";
import { enrolQualifiedCredential } from "./qualified-credential.ts";
import { identityColumns, recordReportEvent } from "./report-repository.ts";
import { findIdentificationById, insertIdentification, type IdentificationRow } from "./repository.ts";

/** The data is a guessing surface (document number and date of birth): few tries per account. */
export const EID_DATA_USER_LIMIT: RateLimitRule = { name: "eid-data-user", limit: 5, windowMs: 60 * 60_000 };

/** The partner that identifies under each legislation (docs/identification.md). */
const PROVIDER_OF_LEGISLATION: Record<"eidas" | "zertes", IdentificationRow["provider"]> = { eidas: "intrum", zertes: "srs" };

/**
 * Supplying eID data (docs/identification.md, "Supplying eID data"): Paraph asks the identity
 * provider whether a valid identification with this document number and date of birth exists
 * for the legislation and whose it is; the answer must be signed, fresh and about this lookup.
 * Found and naming the account's person: stored as an identification (origin `eid_data`) and QES
 * granted exactly as after a new one. Naming someone else: stored as the serial-number mismatch,
 * `409 eid_data_mismatch`. Nothing the person typed reaches a certificate: only the provider's
 * identity does.
 */
export async function supplyEidData(context: PlatformContext, userId: string, body: Omit<LookupRequest, "lookupId">) {
  await context.rateLimiter.hit(EID_DATA_USER_LIMIT, userId);
  const provider = configuredIdentityProvider(context);
  if (!provider) throw new AppError("identification_unavailable", { provider: PROVIDER_OF_LEGISLATION[body.legislation] });
  const asked: LookupRequest = { lookupId: `lku_${randomUUID()}`, ...body };
  const signed = await provider.lookupIdentification(asked);
  const answer = checkLookupAnswer(provider.callbackSecret, signed, asked, context.clock.now().getTime(), context.config.IDENT_CALLBACK_TOLERANCE_SECONDS);
  if (answer.result === "not_found") throw new AppError("eid_data_not_found", { legislation: body.legislation });
  if (!answer.legislations.includes(body.legislation)) throw new AppError("eid_data_not_found", { legislation: body.legislation, reason: "legislation" });

  const now = context.clock.now();
  const id = randomUUID();
  const verdict = await context.db.transaction().execute(async (trx) => {
    // The lookup id is Paraph's own and used once: an answer arriving twice grants nothing twice.
    if (!(await recordReportEvent(trx, { eventId: asked.lookupId, identificationId: null, outcome: "lookup", at: now }))) throw new AppError("eid_data_answer_refused", { reason: "replayed" });
    const outcome = await grantIdentityToUser(trx, { userId, legislation: body.legislation, providerName: provider.name, identity: answer.identity, now, firstMustMatchAccount: true });
    const isGranted = outcome === "granted";
    await insertIdentification(trx, {
      id,
      user_id: userId,
      signer_id: null,
      provider: PROVIDER_OF_LEGISLATION[body.legislation],
      method: answer.method,
      legislation: body.legislation,
      status: isGranted ? "success" : "failure",
      outcome: isGranted ? "completed" : "serial_number_mismatch",
      appointment_status: "success",
      is_demo: provider.isDemo,
      signature_request_id: null,
      origin: "eid_data",
      reference: randomUUID(),
      covered_by: null,
      price_amount: 0,
      created_at: now,
      updated_at: now,
      completed_at: now,
      ...identityColumns(answer.identity),
    });
    return outcome;
  });
  if (verdict === "serial_number_mismatch") throw new AppError("eid_data_mismatch", { identificationId: id });
  // After the commit, as after a new identification: the trust service's qualified credential.
  await enrolQualifiedCredential(context, userId, answer.identity);
  const row = await findIdentificationById(context.db, id);
  if (!row) throw new AppError("not_found");
  return { identification: presentIdentification(row), ...(await getQualitiesDetail(context, userId)) };
}
