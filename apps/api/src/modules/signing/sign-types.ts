import type { z } from "zod";
import type { signBody, signResponseSchema } from "@paraph/contracts";
import type { JobExecutor } from "../../platform/jobs/job-queue.ts";
import type { Actor, RequestLoader } from "../signature-requests/index.ts";
import type { SigningCredential } from "./signing-credential.ts";

export type SignInput = z.output<typeof signBody>;
export type SignResponse = z.infer<typeof signResponseSchema>;
export type SignResult = SignResponse["signatureRequests"][number];

/** Who signs: how their requests load, and what confirms what they sign with (TAN, identification, seal). */
export interface SigningPrincipal {
  actor: Actor;
  load: RequestLoader;
  confirmCredential(): Promise<SigningCredential>;
}

/**
 * What a remote signing service adds around signing: `begin` checks the process is still open
 * (before anything is prepared, and again under its row lock in the recording transaction, so
 * it is used once), `signAll` gets every hash signed after one authorisation, `end` marks the
 * process used in the recording transaction.
 */
export interface RemoteAuthorizationSteps {
  begin(executor: JobExecutor): Promise<void>;
  signAll(signedAttributes: Uint8Array[]): Promise<Uint8Array[]>;
  end(trx: JobExecutor): Promise<void>;
}
