// The face of signing-progress: Where each signer's signing act stands. The rest of the API imports this file only.
export { createSigningProgressReporter, getSigningProgress, type SigningProgressReporter } from "./service.ts";
