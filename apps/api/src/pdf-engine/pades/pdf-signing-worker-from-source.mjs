// Development and tests run the API from TypeScript sources; a worker thread does not inherit
// the tsx loader, so this entry registers it before loading the real worker.
import { register } from "tsx/esm/api";

register();
const worker = await import("./pdf-signing-worker.ts");
export default worker.default;
