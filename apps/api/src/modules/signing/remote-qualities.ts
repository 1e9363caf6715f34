import type { User } from "@paraph/contracts";

/** Whose qualities are shown: the User response, or the part of it the qualities call needs. */
type QualitiesHolder = Pick<User, "email" | "emailVerified" | "isQualitiesUncertain" | "signatureQualities">;
import type { PlatformContext } from "../../platform/context.ts";
import { configuredCscProvider } from "../../pdf-engine/csc/configured-csc-provider.ts";

/**
 * With a remote QES provider (SIGNING_QES_CSC_URL), qualified signatures are made only there, so
 * QES is what it says: the user holds QES, provider "csc", under each legislation of
 * SIGNING_QES_CSC_LEGISLATIONS when the provider lists a usable qualified credential for their
 * verified e-mail address, and not otherwise (a demo identification grants nothing then). When
 * the provider cannot be asked, QES shows as not held and `isQualitiesUncertain` says so.
 * Without the setting the user is returned as is.
 */
export async function withRemoteQualifiedSignatures<Holder extends QualitiesHolder>(context: PlatformContext, user: Holder): Promise<Holder> {
  const provider = configuredCscProvider(context.config);
  if (!provider) return user;
  const isHolder = user.emailVerified ? await provider.isHolder(user.email, context.clock.now()) : false;
  const entry = (legislation: "eidas" | "zertes") => (isHolder && provider.legislations.includes(legislation) ? { quality: "qes", legislation, provider: provider.name } : null);
  return {
    ...user,
    isQualitiesUncertain: user.isQualitiesUncertain || isHolder === undefined,
    signatureQualities: { ...user.signatureQualities, qes: { eidas: entry("eidas"), zertes: entry("zertes") } },
  };
}
