import { LEGISLATION_OF_PROVIDER, type Identification } from "@paraph/contracts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { loadRequest } from "../signature-requests/index.ts";
import { findUserById } from "../users/index.ts";
import { coverageOf } from "./coverage.ts";
import { presentIdentification, presentIdentificationPayment } from "./presenter.ts";
import { configuredIdentityProvider } from "./protocol/identity-provider.ts";
import { IDENTIFICATION_CALLBACK_PATH } from "./protocol/report.ts";
import { updateIdentification } from "./report-repository.ts";
import {
  findIdentificationById,
  findLatestIdentification,
  findPendingIdentification,
  hasSuccessfulSignerIdentification,
  insertIdentification,
  isOwnedBy,
  updateIdentificationStatus,
  type IdentificationOwner,
  type IdentificationRow,
} from "./repository.ts";

type Provider = IdentificationRow["provider"];
type Method = IdentificationRow["method"];
type Target = { provider: Provider; method: Method };

/** The checks each partner offers: ZertES by video or automated (autoident), eIDAS by video, robo (self) or ID Austria (Austria's eID). */
const METHODS_OF_PROVIDER: Record<Provider, readonly Method[]> = { srs: ["video", "autoident"], intrum: ["video", "robo", "id-austria"] };

/** Who identifies: an account or a direct-sign guest, with what their start needs. */
export interface IdentifyingPerson {
  owner: IdentificationOwner;
  language: string;
  /** Where the provider sends the person back when the caller names no page. */
  defaultReturnPath: (legislation: "eidas" | "zertes") => string;
  /** Loads a request the person takes part in (404 otherwise) and answers who sent it. */
  loadRequestOwner: (requestId: string) => Promise<string>;
  /** A guest cannot pay: an uncovered identification that costs something is refused. */
  canPay: boolean;
}

export function accountPerson(context: PlatformContext, userId: string, language: string): IdentifyingPerson {
  return {
    owner: { userId },
    language,
    defaultReturnPath: (legislation) => `/profile/signature-standards/${legislation}`,
    loadRequestOwner: async (requestId) => (await loadRequest(context.db, requestId, userId)).request.owner_id,
    canPay: true,
  };
}

async function accountPersonOf(context: PlatformContext, userId: string): Promise<IdentifyingPerson> {
  const user = await findUserById(context.db, userId);
  if (!user) throw new AppError("unauthenticated");
  return accountPerson(context, userId, user.lang);
}

export async function startIdentification(context: PlatformContext, userId: string, target: Target, body: { signatureRequestId?: string | undefined; returnPath?: string | undefined }): Promise<Identification> {
  return startIdentificationOf(context, await accountPersonOf(context, userId), target, body);
}

/**
 * Starts identity verification (docs/identification.md): records the identification with who
 * pays for it, asks the provider for a session (outside any transaction), and answers where the
 * person goes (`identUrl`, once paid when they pay). Production without a provider answers 503.
 */
export async function startIdentificationOf(
  context: PlatformContext,
  person: IdentifyingPerson,
  target: Target,
  body: { signatureRequestId?: string | undefined; returnPath?: string | undefined },
): Promise<Identification> {
  const provider = configuredIdentityProvider(context);
  if (!provider) throw new AppError("identification_unavailable", { provider: target.provider });
  if (!METHODS_OF_PROVIDER[target.provider].includes(target.method)) {
    throw new AppError("validation_failed", { fields: [{ field: "method", message: `${target.provider} offers ${METHODS_OF_PROVIDER[target.provider].join(" or ")}` }] });
  }
  const legislation = LEGISLATION_OF_PROVIDER[target.provider];
  const requestOwnerId = body.signatureRequestId ? await person.loadRequestOwner(body.signatureRequestId) : null;
  const coverage = await coverageOf(context, { userId: person.owner.userId ?? null, requestOwnerId }, legislation);
  if (!coverage.isCovered && coverage.amount > 0 && !person.canPay) throw new AppError("identification_not_covered", { legislation, amount: coverage.amount, currency: coverage.currency });
  const id = crypto.randomUUID();
  const reference = crypto.randomUUID();
  await context.db.transaction().execute(async (trx) => {
    const pending = await findPendingIdentification(trx, person.owner);
    if (pending) throw new AppError("identification_in_progress", { identificationId: pending.id });
    const now = context.clock.now();
    await insertIdentification(trx, {
      id,
      user_id: person.owner.userId ?? null,
      signer_id: person.owner.signerId ?? null,
      provider: target.provider,
      method: target.method,
      legislation,
      status: "initialized",
      is_demo: provider.isDemo,
      signature_request_id: body.signatureRequestId ?? null,
      created_at: now,
      updated_at: now,
      completed_at: null,
      reference,
      return_path: body.returnPath ?? person.defaultReturnPath(legislation),
      covered_by: coverage.coveredBy,
      price_amount: coverage.isCovered ? 0 : coverage.amount,
      price_currency: coverage.currency,
    });
  });
  try {
    const session = await provider.createSession({
      identificationId: id,
      reference,
      legislation,
      method: target.method,
      callbackUrl: `${context.publicUrl}${IDENTIFICATION_CALLBACK_PATH}`,
      returnUrl: `${context.publicUrl}${body.returnPath ?? person.defaultReturnPath(legislation)}`,
      language: person.language,
    });
    await updateIdentification(context.db, id, { provider_session_id: session.sessionId, ident_url: session.identUrl, updated_at: context.clock.now() });
  } catch (error) {
    // No session, no identification: it ends at once so the person can start again.
    await updateIdentification(context.db, id, { status: "failure", outcome: "failed", completed_at: context.clock.now(), updated_at: context.clock.now() });
    throw error;
  }
  return presentIdentification(await loadOwn(context.db, person.owner, id));
}

async function loadOwn(executor: JobExecutor, owner: IdentificationOwner, id: string): Promise<IdentificationRow> {
  const row = await findIdentificationById(executor, id);
  if (!row || !isOwnedBy(row, owner)) throw new AppError("not_found");
  return row;
}

export async function getIdentification(context: PlatformContext, userId: string, target: Target): Promise<Identification> {
  return getIdentificationOf(context, { userId }, target);
}

export async function getIdentificationOf(context: PlatformContext, owner: IdentificationOwner, target: Target): Promise<Identification> {
  const row = await findLatestIdentification(context.db, owner, target);
  if (!row) throw new AppError("not_found");
  return presentIdentification(row);
}

/** One of the owner's identifications by id (the status page); anyone else's is 404. */
export async function getIdentificationByIdOf(context: PlatformContext, owner: IdentificationOwner, id: string): Promise<Identification> {
  return presentIdentification(await loadOwn(context.db, owner, id));
}

/** The caller confirms with their account's e-mail, so a stray request cannot cancel a video call in progress. */
export async function cancelIdentification(context: PlatformContext, userId: string, target: Target, email: string): Promise<void> {
  const user = await findUserById(context.db, userId);
  if (!user) throw new AppError("unauthenticated");
  await cancelIdentificationOf(context, { userId }, user.email, target, email);
}

/** `ownerEmail` is the address the confirmation must name: the account's, or the guest's signer entry's. */
export async function cancelIdentificationOf(context: PlatformContext, owner: IdentificationOwner, ownerEmail: string, target: Target, email: string): Promise<void> {
  if (ownerEmail.toLowerCase() !== email.toLowerCase()) {
    throw new AppError("validation_failed", { fields: [{ field: "email", message: owner.signerId ? "Not the e-mail address of this signer" : "Not the e-mail address of this account" }] });
  }
  const row = await findLatestIdentification(context.db, owner, target);
  if (!row) throw new AppError("not_found");
  if (row.status !== "initialized" && row.status !== "inprogress") throw new AppError("identification_not_pending", { status: row.status });
  const now = context.clock.now();
  await updateIdentificationStatus(context.db, row.id, "cancelled", now);
  await updateIdentification(context.db, row.id, { outcome: "cancelled" });
}

export async function getIdentificationPaymentOf(context: PlatformContext, owner: IdentificationOwner, identificationId: string) {
  return presentIdentificationPayment(await loadOwn(context.db, owner, identificationId));
}

/** Coverage for the caller under a legislation, for a request they take part in when named. */
export async function getCoverageOf(context: PlatformContext, person: IdentifyingPerson, query: { legislation: "eidas" | "zertes"; signatureRequestId?: string | undefined }) {
  const requestOwnerId = query.signatureRequestId ? await person.loadRequestOwner(query.signatureRequestId) : null;
  return coverageOf(context, { userId: person.owner.userId ?? null, requestOwnerId }, query.legislation);
}

export async function getCoverage(context: PlatformContext, userId: string, query: { legislation: "eidas" | "zertes"; signatureRequestId?: string | undefined }) {
  return getCoverageOf(context, await accountPersonOf(context, userId), query);
}

/**
 * Whether a guest's signer entry may sign with a quality: a successful identification under the
 * request's legislation gives them QES for that request (their signer entry is their identity).
 */
export async function guestHoldsQuality(executor: JobExecutor, signerId: string, quality: { quality: string; legislation: string | null }): Promise<boolean> {
  if (quality.quality !== "qes" || (quality.legislation !== "eidas" && quality.legislation !== "zertes")) return false;
  return hasSuccessfulSignerIdentification(executor, signerId, quality.legislation);
}
