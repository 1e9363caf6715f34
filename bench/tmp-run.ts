import { benchLastSigner } from "./last-signer.bench.ts";
import { benchWebLogin } from "./web-login.bench.ts";
await benchLastSigner(5000);
await benchWebLogin();
