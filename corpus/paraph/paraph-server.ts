import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { register, requestConfirmation } from "@paraph/contracts";
import { SERVER_NODE_FLAGS, startServer, waitForMail, type RunningServer } from "../../e2e/support/server.ts";
import { snapshotServerBuild } from "./server-snapshot.ts";

/** A person with an account on the server, as the signing calls need them. */
export interface Signer {
  email: string;
  name: string;
  token: string;
}

export interface ParaphServer {
  url: string;
  server: RunningServer;
  /** The request's owner signs first; the second signer signs last, which completes the request. */
  signers: readonly [Signer, Signer];
  stop(): Promise<void>;
}

const PASSWORD = "Quiet-lantern-47-orbit";
const PEOPLE = [
  { firstName: "Corpus", lastName: "Owner" },
  { firstName: "Corpus", lastName: "Cosigner" },
] as const;

/** The installation's default validation time limit (VALIDATION_TIMEOUT_MS); the corpus reports the files that need longer. */
export const DEFAULT_VALIDATION_LIMIT_MS = 15_000;

/**
 * The built server (`apps/api/dist/main.js`) as `npm start` runs it, on PGlite in a fresh data
 * folder, with two people signed up through the API and the outbox. Two settings differ from
 * the defaults: no rate limits (a corpus validates hundreds of files from one address), and a
 * validation time limit of two minutes, so that a verdict on a long file on a busy machine is
 * judged on what it says; the time it took is reported beside it.
 */
export async function startParaphServer(cacheDir: string): Promise<ParaphServer> {
  const build = await snapshotServerBuild(cacheDir);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-corpus-"));
  const env = { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMITS_ENABLED: "false", VALIDATION_TIMEOUT_MS: "120000" };
  const removeFiles = () => Promise.all([fs.rm(dataDir, { recursive: true, force: true }), build.remove()]);
  const server = await startServer({ dataDir, launch: { args: [...SERVER_NODE_FLAGS, build.main], cwd: path.resolve(build.main, "../../../.."), env } }).catch(async (error: unknown) => {
    await removeFiles();
    throw error;
  });
  const stop = async () => {
    await server.stop();
    await removeFiles();
  };
  try {
    const signers = await Promise.all(PEOPLE.map((person, index) => signUp(server.url, `corpus.signer${index + 1}@example.com`, person)));
    return { url: server.url, server, signers: [signers[0] as Signer, signers[1] as Signer], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function signUp(url: string, email: string, person: { firstName: string; lastName: string }): Promise<Signer> {
  const requested = await postJson(url, requestConfirmation.path, { email, lang: "en-gb" });
  if (requested.status !== 204) throw new Error(`request-confirmation for ${email}: ${requested.status}`);
  const link = (await waitForMail(url, email)).links.find((candidate) => candidate.includes("token="));
  const confirmation = link ? new URL(link).searchParams.get("token") : null;
  const registered = await postJson(url, register.path, { ...person, password: PASSWORD, token: confirmation, gtc: true });
  if (registered.status !== 201) throw new Error(`register ${email}: ${registered.status} ${await registered.text()}`);
  const { token } = (await registered.json()) as { token: string };
  return { email, name: `${person.firstName} ${person.lastName}`, token };
}

function postJson(url: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${url}/api${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}
