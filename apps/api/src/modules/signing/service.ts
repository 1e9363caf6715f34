import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import { configuredCscProvider } from "../../pdf-engine/csc/configured-csc-provider.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { accountLoader, type Actor, assertAllowed, loadRequest } from "../signature-requests/index.ts";
import { findUserById, presentSignatureQualities } from "../users/index.ts";
import { findSealIdOfApiUser } from "../api-users/index.ts";
import { findGivenSealForSigning, findSealForSigning } from "../seals/index.ts";
import { signDocuments } from "./sign-documents.ts";
import type { SignInput, SigningPrincipal, SignResponse, SignResult } from "./sign-types.ts";
import { assertNameForQuality, verifiedSignerNameOf, type SigningCredential } from "./signing-credential.ts";
import { holdsQuality, signingQualityOf, type SigningQuality } from "./signing-quality.ts";
import { checkTan, sendTan } from "./tan.ts";
import { startRemoteSigning } from "./remote-signing.ts";
import { confirmPart11Signature } from "./part11.ts";
import { assertTermsOfUseAccepted } from "./terms-of-use.ts";
import { checkSignerValues } from "../form-fields/index.ts";

export type { RemoteAuthorizationSteps, SignInput, SigningPrincipal, SignResponse, SignResult } from "./sign-types.ts";

/**
 * Signs for the caller: per request, one PAdES signature per document, each an incremental
 * update over the latest version, stored as the next version (sign-documents.ts: the PDF work
 * in worker threads, outside any transaction; a short transaction under per-document locks
 * stores it). The whole request commits or nothing does. Signing again after signing changes
 * nothing.
 */
export async function signRequests(context: PlatformContext, services: SigningServices, actor: Actor & { userId: string }, input: SignInput): Promise<SignResponse> {
  // With a remote QES provider, a qualified signature starts a process that waits for the
  // one-time password the provider sends the signer (POST /v3/swisscom/proceed/{id}).
  const remote = input.sealAccountName ? undefined : configuredCscProvider(context.config);
  // A person's signature in a Part 11 business needs the password and a meaning first (before a
  // TAN goes out); a seal signs for the organisation, not a person, and is not one.
  const part11 = input.sealAccountName ? undefined : await confirmPart11Signature(context, actor.userId, input.part11);
  if (remote) {
    const quality = await wantedQualityOf(context, actor.userId, input);
    if (quality.quality === "qes") return startRemoteSigning(context, remote, actor.userId, input, quality, part11);
  }
  const confirmCredential = input.sealAccountName
    ? () => confirmSealCredential(context, actor.userId, input.sealAccountName ?? "")
    : async () => ({ quality: await confirmSignerQuality(context, actor.userId, input), ...(part11 ? { part11 } : {}) });
  return { signatureRequests: await signRequestsAs(context, services, { actor, load: accountLoader(actor.userId), confirmCredential }, input) };
}

export async function signRequestsAs(context: PlatformContext, services: SigningServices, principal: SigningPrincipal, input: SignInput): Promise<SignResult[]> {
  const credential = await principal.confirmCredential();
  const results: SignResult[] = [];
  // Each request commits on its own, signed with the credential's own key.
  for (const item of input.signatureRequests) results.push(...(await signDocuments(context, services, principal, { ...input, signatureRequests: [item] }, credential)));
  return results;
}

/**
 * A member signs with a seal of their business when an admin allowed them on it, an API user
 * with the seal it was given; a seal is advanced.
 */
async function confirmSealCredential(context: PlatformContext, userId: string, sealAccountName: string): Promise<SigningCredential> {
  const seal = (await findSealForSigning(context, context.db, userId, sealAccountName)) ?? (await findApiUserSealForSigning(context, userId, sealAccountName));
  if (!seal) throw new AppError("seal_not_available", { sealAccountName });
  return { quality: { quality: "aes", legislation: null }, seal };
}

async function findApiUserSealForSigning(context: PlatformContext, userId: string, sealAccountName: string) {
  const sealId = await findSealIdOfApiUser(context.db, userId);
  return sealId ? findGivenSealForSigning(context, context.db, sealId, sealAccountName) : undefined;
}

/**
 * The one quality the caller's requests ask for (requests of different qualities are signed
 * separately), after checking the caller may sign each (a signed signer signs again as a no-op).
 */
async function wantedQualityOf(context: PlatformContext, userId: string, input: SignInput): Promise<SigningQuality> {
  const wanted = new Map<string, SigningQuality>();
  for (const item of input.signatureRequests) {
    const loaded = await loadRequest(context.db, item.signatureRequestId, userId);
    if (loaded.mySigner?.status !== "signed") {
      assertAllowed("sign", loaded);
      // Before a TAN goes out or a remote process starts.
      assertTermsOfUseAccepted(loaded.request, item);
      await checkSignerValues(context.db, loaded.request.id, loaded.mySigner?.id ?? "", item.formFieldValues);
    }
    const quality = signingQualityOf(loaded.request);
    wanted.set(`${quality.quality}:${quality.legislation}`, quality);
  }
  if (wanted.size > 1) throw new AppError("validation_failed", { fields: [{ field: "signatureRequests", message: "Sign requests of one quality at a time" }] });
  return [...wanted.values()][0] as SigningQuality;
}

/**
 * The quality the caller signs with this time, after what it takes: SES needs the verified
 * e-mail (the session); AES and QES a TAN to the confirmed mobile — the first call sends it and
 * answers 428 tan_required, the second brings it. QES also needs a successful identification
 * under the request's legislation (the user's qualities say so).
 */
async function confirmSignerQuality(context: PlatformContext, userId: string, input: SignInput): Promise<SigningQuality> {
  const quality = await wantedQualityOf(context, userId, input);
  if (quality.quality === "ses") return quality;
  const user = await findUserById(context.db, userId);
  if (!user || !holdsQuality(presentSignatureQualities(user), quality)) throw new AppError("quality_not_available", { quality: quality.quality, legislation: quality.legislation });
  // Before a TAN is sent: an advanced or qualified certificate cannot be made without a name.
  assertNameForQuality(verifiedSignerNameOf(user), quality);
  if (!input.tan) {
    const sent = await context.db.transaction().execute((trx) =>
      sendTan(context, context.sms, trx, user, "signing", user.mobile ?? "", quality.quality === "qes" ? "qualified_signing" : "signing"),
    );
    throw new AppError("tan_required", sent);
  }
  await checkTan(context, userId, "signing", input.tan);
  return quality;
}

