// The face of visual-signatures: Visual signatures and signature images. The rest of the API imports this file only.
export { readMultipartImage } from "./image-upload.ts";
export { presentGeneratedVisualSignature } from "./presenter.ts";
export { matchesEtag } from "./preview.ts";
export { findDefaultVisualSignature } from "./repository.ts";
export { registerVisualSignatureRoutes } from "./routes.ts";
export { decodeUploadedImage, encodeVisiblePng, normaliseSignatureImage } from "./signature-image.ts";
export { defaultValuesFor, fullNameOf, valuesOfRow } from "./visual-signature-values.ts";
