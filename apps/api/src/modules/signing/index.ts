// The face of signing: Signing, validation, extension, and the qualities a signer holds. The rest of the API imports this file only.
export { lockDocument, storeVersion } from "./document-versions.ts";
export { confirmPart11Signature } from "./part11.ts";
export { getQualitiesDetail } from "./qualities.ts";
export { withRemoteQualifiedSignatures } from "./remote-qualities.ts";
export { registerRemoteSigningRoutes, type GuestLoaderOf } from "./remote-signing-routes.ts";
export { registerPkiRoutes, registerSigningRoutes } from "./routes.ts";
export { signRequestsAs } from "./service.ts";
export { waitForTurn } from "./signing-line.ts";
export { holdsQuality, signingQualityOf, type SigningQuality } from "./signing-quality.ts";
export { checkTanOf, consumeCheckedTan, createTanChallenge, prepareTanSecret } from "./tan.ts";
export { assertTermsOfUseAccepted } from "./terms-of-use.ts";
export { reportOnUploadedPdf } from "./validation.ts";
