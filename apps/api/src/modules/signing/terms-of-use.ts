import { createHash } from "node:crypto";
import { AppError } from "../../platform/errors/app-error.ts";
import type { SignatureRequestRow } from "../signature-requests/index.ts";
import type { SignInput } from "./sign-types.ts";

/**
 * A request with the sender's own terms of use is signed only by a signer who accepted them
 * (docs/signature-requests.md, "Terms of use"): the request's entry in the signing body says
 * `acceptedTermsOfUse: true`. Requests without terms sign as before.
 */
export function assertTermsOfUseAccepted(request: SignatureRequestRow, item: SignInput["signatureRequests"][number]): void {
  if (request.terms_of_use !== null && item.acceptedTermsOfUse !== true) {
    throw new AppError("terms_of_use_not_accepted", { signatureRequestId: request.id });
  }
}

/**
 * The signature's audit-event details for the terms accepted with it: the SHA-256 of the text,
 * so that the trail names which terms the signer (the event's actor, at its time) accepted.
 */
export function termsOfUseEventDetails(request: SignatureRequestRow): { termsOfUseAcceptedSha256?: string } {
  if (request.terms_of_use === null) return {};
  return { termsOfUseAcceptedSha256: createHash("sha256").update(request.terms_of_use, "utf8").digest("hex") };
}
