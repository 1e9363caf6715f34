import type { PlatformContext } from "../../platform/context.ts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import { completionAttachmentsOf } from "./completion-attachments.ts";
import { completionAttachmentSettingsOf } from "./completion-settings.ts";
import { recordEvent, SYSTEM_ACTOR, type Actor } from "./events.ts";
import { displayNameOf, notify, observerRecipient, ownerRecipient, signerRecipient } from "./notifications.ts";
import { findObservers, findSigners, updateRequestRow, updateSignerRow, type SignatureRequestRow } from "./repository.ts";
import { statusAfterSignerChange } from "./state-machine.ts";

/**
 * Moves an open request on after a signer signed, was removed or delegated: in sequential order
 * the next pending signer's turn comes (and they are invited); when nobody is left to act and
 * someone signed, the request completes and everyone hears of it.
 */
export async function advanceRequest(context: PlatformContext, executor: JobExecutor, request: SignatureRequestRow): Promise<SignatureRequestRow> {
  const signers = await findSigners(executor, request.id);
  if (statusAfterSignerChange(signers.map((signer) => signer.status)) === "completed") {
    const now = context.clock.now();
    await updateRequestRow(executor, request.id, { status: "completed", closed_at: now, updated_at: now });
    const completed = { ...request, status: "completed" as const, closed_at: now, updated_at: now };
    await recordEvent(context, executor, { requestId: request.id, type: "completed", actor: SYSTEM_ACTOR, role: "system" });
    const observers = await findObservers(executor, request.id);
    const recipients = [
      ...(await ownerRecipient(context, executor, completed)),
      ...(await Promise.all(signers.filter((signer) => signer.status === "signed").map((signer) => signerRecipient(context, executor, completed, signer)))),
      ...(await Promise.all(observers.map((observer) => observerRecipient(context, executor, completed, observer)))),
    ];
    const attachments = await completionAttachmentsOf(executor, completed, await completionAttachmentSettingsOf(executor, completed));
    await notify(context, executor, "completed", completed, recipients, { attachments });
    return completed;
  }
  if (request.signing_order === "sequential" && !signers.some((signer) => signer.status === "open")) {
    const next = signers.find((signer) => signer.status === "pending");
    if (next) await openSignerTurn(context, executor, request, next.id);
  }
  return request;
}

/** Gives a signer their turn and invites them. */
export async function openSignerTurn(context: PlatformContext, executor: JobExecutor, request: SignatureRequestRow, signerId: string): Promise<void> {
  const now = context.clock.now();
  await updateSignerRow(executor, signerId, { status: "open", updated_at: now });
  const signer = (await findSigners(executor, request.id)).find((candidate) => candidate.id === signerId);
  if (!signer) return;
  await recordEvent(context, executor, { requestId: request.id, type: "invited", actor: SYSTEM_ACTOR, role: "system", signerId, details: { email: signer.email } });
  await notify(context, executor, "invitation", request, [await signerRecipient(context, executor, request, signer)], { message: request.message });
}

/**
 * Records that a signer's signature is in place (the signing engine calls this in the same
 * transaction that stores the signed version), tells the owner, and moves the request on.
 */
export async function recordSignature(
  context: PlatformContext,
  executor: JobExecutor,
  request: SignatureRequestRow,
  signerId: string,
  actor: Actor,
  /** The quality signed with; a seal's account name when a business seal signed; a Part 11 signature's manifestation (signing/part11.ts); the terms of use accepted (signing/terms-of-use.ts). */
  signature: { quality: string; legislation: string | null; sealAccountName?: string; termsOfUseAcceptedSha256?: string } & Partial<Record<`part11${string}`, string>>,
): Promise<SignatureRequestRow> {
  const now = context.clock.now();
  await updateSignerRow(executor, signerId, {
    status: "signed",
    signed_at: now,
    quality: signature.quality,
    legislation: signature.legislation,
    updated_at: now,
  });
  await updateRequestRow(executor, request.id, { updated_at: now });
  const signer = (await findSigners(executor, request.id)).find((entry) => entry.id === signerId);
  await recordEvent(context, executor, { requestId: request.id, type: "signed", actor, role: "signer", signerId, details: signature });
  if (signer) await notify(context, executor, "signed", request, await ownerRecipient(context, executor, request), { actorName: displayNameOf(signer) });
  return advanceRequest(context, executor, { ...request, updated_at: now });
}
