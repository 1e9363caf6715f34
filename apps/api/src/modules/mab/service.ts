import { randomBytes } from "node:crypto";
import { MAB_AUTHORIZATION_TTL_SECONDS, MAB_REDIRECT_PATH, type FormFieldValues, type Language } from "@paraph/contracts";
import type { DirectAuthContext } from "../../platform/auth/direct-links.ts";
import { hashToken } from "../../platform/auth/opaque-token.ts";
import type { AuthContext } from "../../platform/auth/sessions.ts";
import type { PlatformContext } from "../../platform/context.ts";
import { AppError } from "../../platform/errors/app-error.ts";
import type { SigningServices } from "../../pdf-engine/signing-services.ts";
import { findBusinessById } from "../businesses/index.ts";
import { guestLoader, guestQualityOf, senderBusinessIdOf, signAsGuest } from "../direct-sign/index.ts";
import { accountLoader, type Actor, assertAllowed, type LoadedRequest, type RequestLoader } from "../signature-requests/index.ts";
import { assertTermsOfUseAccepted, confirmPart11Signature, holdsQuality, type SigningQuality, signingQualityOf, signRequestsAs } from "../signing/index.ts";
import { findUserById, presentSignatureQualities } from "../users/index.ts";
import { s256 } from "./demo-mab-provider.ts";
import { findMabProvider } from "./find-mab-provider.ts";
import type { MabProvider } from "./mab-provider.ts";
import { consumeMabSigning, deleteMabSigningsExpiredBefore, findMabSigningByStateHash, insertMabSigning, type MabSigningRow } from "./repository.ts";
import { checkSignerValues } from "../form-fields/index.ts";

/** Who starts and redeems a mobile signing: a logged-in signer, or the guest of a direct link. */
export type MabCaller = AuthContext | DirectAuthContext;
type ActorMeta = Pick<Actor, "ip" | "userAgent">;

const DAY_MS = 24 * 60 * 60_000;

function isGuest(caller: MabCaller): caller is DirectAuthContext {
  return "signerId" in caller;
}

function loaderOf(caller: MabCaller): RequestLoader {
  return isGuest(caller) ? guestLoader(caller) : accountLoader(caller.userId);
}

async function requireProvider(context: PlatformContext): Promise<MabProvider> {
  const provider = await findMabProvider(context);
  if (!provider) throw new AppError("mab_unavailable");
  return provider;
}

/**
 * Guests may sign with the mobile app when the sender's business offers it
 * (`settings.mabSettings.directSign.enabled`); a sender without a business offers it to nobody.
 */
async function isOfferedToGuestsOf(context: PlatformContext, ownerId: string): Promise<boolean> {
  const businessId = await senderBusinessIdOf(context.db, ownerId);
  const business = businessId ? await findBusinessById(context.db, businessId) : undefined;
  return business?.mab_direct_sign_enabled === true;
}

/**
 * The quality an account signs with when the app's approval stands in for the TAN: what the
 * request asks for, which the account must hold (AES: a confirmed mobile; QES: an identification).
 */
async function accountQualityOf(context: PlatformContext, userId: string, loaded: LoadedRequest): Promise<SigningQuality> {
  const quality = signingQualityOf(loaded.request);
  if (quality.quality === "ses") return quality;
  const user = await findUserById(context.db, userId);
  if (!user || !holdsQuality(presentSignatureQualities(user), quality)) throw new AppError("quality_not_available", { quality: quality.quality, legislation: quality.legislation });
  return quality;
}

/**
 * With a remote qualified signature service (CSC, docs/signing.md), a qualified signature is made
 * with the signer's key at that service and confirmed with its one-time password: the mobile app
 * cannot stand in for that.
 */
function isConfirmedAtRemoteProvider(context: PlatformContext, loaded: LoadedRequest): boolean {
  return signingQualityOf(loaded.request).quality === "qes" && Boolean(context.config.SIGNING_QES_CSC_URL);
}

/** Everything a signer must meet before the app is asked, so that nobody approves what cannot be signed. */
async function assertMaySign(context: PlatformContext, caller: MabCaller, loaded: LoadedRequest): Promise<void> {
  assertAllowed("sign", loaded);
  if (isConfirmedAtRemoteProvider(context, loaded)) {
    const { quality, legislation } = signingQualityOf(loaded.request);
    throw new AppError("quality_not_available", { quality, legislation, confirmation: "remote_provider" });
  }
  if (isGuest(caller)) {
    if (!(await isOfferedToGuestsOf(context, loaded.request.owner_id))) throw new AppError("mab_not_enabled");
    await guestQualityOf(context, caller, loaded.mySigner as NonNullable<LoadedRequest["mySigner"]>);
  } else {
    // The mobile app cannot carry the password a Part 11 signature needs: such members sign in the browser.
    await confirmPart11Signature(context, caller.userId, undefined);
    await accountQualityOf(context, caller.userId, loaded);
  }
}

export async function getMabAvailability(context: PlatformContext, caller: MabCaller, requestId: string) {
  const loaded = await loaderOf(caller)(context.db, requestId);
  const provider = await findMabProvider(context);
  if (!provider) return { isAvailable: false, reason: "provider_missing" as const, isDemo: false };
  if (isGuest(caller) && !(await isOfferedToGuestsOf(context, loaded.request.owner_id))) return { isAvailable: false, reason: "not_enabled" as const, isDemo: provider.isDemo };
  if (isConfirmedAtRemoteProvider(context, loaded)) return { isAvailable: false, reason: "qualified_at_remote_provider" as const, isDemo: provider.isDemo };
  return { isAvailable: true, reason: null, isDemo: provider.isDemo };
}

function redirectUriOf(context: PlatformContext): string {
  return `${context.publicUrl}${MAB_REDIRECT_PATH}`;
}

function signerNameOf(loaded: LoadedRequest): string {
  const signer = loaded.mySigner;
  const name = [signer?.first_name ?? loaded.user.first_name, signer?.last_name ?? loaded.user.last_name].join(" ").trim();
  return name || loaded.user.email;
}

const BINDING_MESSAGES: Record<Language, (title: string) => string> = {
  "en-gb": (title) => `Sign “${title}” with Paraph`,
  "de-ch": (title) => `«${title}» mit Paraph unterzeichnen`,
  "fr-ch": (title) => `Signer « ${title} » avec Paraph`,
  it: (title) => `Firmare «${title}» con Paraph`,
};

function bindingMessageOf(language: string, title: string): string {
  const prefix = language.slice(0, 2).toLowerCase();
  const key: Language = prefix === "de" ? "de-ch" : prefix === "fr" ? "fr-ch" : prefix === "it" ? "it" : "en-gb";
  return BINDING_MESSAGES[key](title);
}

/**
 * Starts a mobile signing for the caller's own signer entry `signerId`: checks that they may sign
 * now and with what, pushes the authorization request (fresh state, PKCE S256) to the provider and
 * keeps the pending signing: the state's hash, the verifier, who started it and whether they
 * accepted the request's terms of use, for five minutes.
 */
export async function createMabAuthorization(
  context: PlatformContext,
  caller: MabCaller,
  requestId: string,
  signerId: string,
  input: { language: string; redirect_query_params: string; acceptedTermsOfUse?: true | undefined; formFieldValues?: FormFieldValues | undefined },
): Promise<{ authorizationUrl: string; expiresAt: string }> {
  const provider = await requireProvider(context);
  const loaded = await loaderOf(caller)(context.db, requestId);
  // Another signer's entry, even of a request the caller sees, does not exist for them.
  if (!loaded.mySigner || loaded.mySigner.id !== signerId) throw new AppError("not_found");
  await assertMaySign(context, caller, loaded);
  // Before the app is asked: nobody approves a signature the server would refuse.
  assertTermsOfUseAccepted(loaded.request, { signatureRequestId: requestId, acceptedTermsOfUse: input.acceptedTermsOfUse });
  await checkSignerValues(context.db, requestId, signerId, input.formFieldValues);

  const state = randomBytes(32).toString("base64url");
  const codeVerifier = randomBytes(32).toString("base64url");
  const title = loaded.request.title;
  const pushed = await provider.pushAuthorizationRequest({
    state,
    codeChallenge: s256(codeVerifier),
    codeChallengeMethod: "S256",
    redirectUri: redirectUriOf(context),
    loginHint: loaded.mySigner.email,
    language: input.language,
    bindingMessage: bindingMessageOf(input.language, title),
    authorizationDetails: { type: "paraph_signature", signatureRequestId: requestId, title, signerName: signerNameOf(loaded) },
  });
  const now = context.clock.now();
  const expiresAt = new Date(now.getTime() + Math.min(MAB_AUTHORIZATION_TTL_SECONDS, pushed.expiresInSeconds) * 1000);
  await insertMabSigning(context.db, {
    id: crypto.randomUUID(),
    state_hash: hashToken(state),
    code_verifier: codeVerifier,
    provider: provider.name,
    signature_request_id: requestId,
    signer_id: signerId,
    user_id: isGuest(caller) ? null : caller.userId,
    language: input.language,
    redirect_query_params: input.redirect_query_params,
    terms_of_use_accepted: input.acceptedTermsOfUse === true,
    form_field_values: input.formFieldValues ? JSON.stringify(input.formFieldValues) : null,
    created_at: now,
    expires_at: expiresAt,
    consumed_at: null,
  });
  await deleteMabSigningsExpiredBefore(context.db, new Date(now.getTime() - DAY_MS));
  return { authorizationUrl: pushed.authorizationUrl, expiresAt: expiresAt.toISOString() };
}

function isStartedBy(row: MabSigningRow, caller: MabCaller): boolean {
  return isGuest(caller) ? row.user_id === null && row.signer_id === caller.signerId : row.user_id === caller.userId;
}

function requiredParam(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (!value) throw new AppError("validation_failed", { fields: [{ field: `params.${name}`, message: "Required" }] });
  return value;
}

/**
 * Redeems what the provider's redirect brought, once: the state names the pending signing, which
 * must be the caller's, for this request, unexpired and unused (it is used up before anything
 * else, so a replay never signs twice). A rejection ends there; a code is redeemed with the PKCE
 * verifier and must name the signer; then the request is signed exactly as POST /v3/sign (or
 * /v3/direct/sign for a guest) does, the app's approval standing in for the TAN.
 */
export async function signWithMabApproval(
  context: PlatformContext,
  services: SigningServices,
  caller: MabCaller,
  requestId: string,
  params: Record<string, string>,
  meta: ActorMeta,
) {
  const provider = await requireProvider(context);
  const state = requiredParam(params, "state");
  const row = await findMabSigningByStateHash(context.db, hashToken(state));
  if (!row || row.signature_request_id !== requestId || !isStartedBy(row, caller)) throw new AppError("not_found");
  const now = context.clock.now();
  if (row.consumed_at) throw new AppError("mab_state_used");
  if (row.expires_at.getTime() <= now.getTime()) throw new AppError("mab_state_expired", { expiredAt: row.expires_at.toISOString() });
  if (!(await consumeMabSigning(context.db, row.id, now))) throw new AppError("mab_state_used");
  if (params.error) throw new AppError("mab_signing_rejected", { error: params.error.slice(0, 64) });

  const approval = await provider.redeemCode({ code: requiredParam(params, "code"), state, codeVerifier: row.code_verifier, redirectUri: redirectUriOf(context) });
  const loaded = await loaderOf(caller)(context.db, requestId);
  const signer = loaded.mySigner;
  if (!signer || signer.id !== row.signer_id || approval.subject.toLowerCase() !== signer.email.toLowerCase()) throw new AppError("mab_code_invalid");

  // The acceptance given when the signing started travels with it; the signing path checks it again.
  const item = {
    signatureRequestId: requestId,
    ...(row.terms_of_use_accepted ? { acceptedTermsOfUse: true as const } : {}),
    // The form field values given when the signing started, checked again by the signing path.
    ...(row.form_field_values ? { formFieldValues: row.form_field_values } : {}),
  };
  const input = { signatureRequests: [item], language: row.language };
  const signatureRequests = isGuest(caller)
    ? // The guest path is direct sign's own; the approval was checked above instead of the e-mailed code.
      (await signAsGuest(context, services, caller, input, meta, async () => undefined)).signatureRequests
    : await signRequestsAs(
        context,
        services,
        {
          actor: { userId: caller.userId, email: loaded.user.email, ...meta },
          load: accountLoader(caller.userId),
          confirmCredential: async () => {
            // Part 11 mode may have been turned on since the app was asked.
            await confirmPart11Signature(context, caller.userId, undefined);
            const current = await accountLoader(caller.userId)(context.db, requestId);
            if (current.mySigner?.status !== "signed") assertAllowed("sign", current);
            return { quality: await accountQualityOf(context, caller.userId, current) };
          },
        },
        input,
      );
  return { signatureRequests, redirectQueryParams: row.redirect_query_params, title: loaded.request.title };
}
