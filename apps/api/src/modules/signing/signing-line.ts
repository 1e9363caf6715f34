import type { PlatformContext } from "../../platform/context.ts";
import { countActsAhead, deleteLapsedPlaces, enterLines, leaveLines, renewPlaces } from "./signing-line-repository.ts";

/**
 * One line per document for the acts that sign it (docs/signing.md, "The order of signatures on
 * one document"). Signatures on one document are necessarily one after another: each appends a
 * revision to the one before. Rather than let signers race and turn the losers away, the server
 * serves them in the order they arrived, across replicas, through places kept in the database.
 * Waiting holds no connection and no transaction: the act looks again after a short pause, or
 * at once when an act of this process leaves the line.
 */

export interface SigningLineTimings {
  /** How long a place lives without renewal: a replica that dies gives its turn up after this. */
  leaseMs: number;
  /** How often a living act renews its places (well within the lease). */
  renewEveryMs: number;
}

export const SIGNING_LINE_TIMINGS: SigningLineTimings = { leaseMs: 5_000, renewEveryMs: 1_500 };

/** The act's turn on every document it signs, until it leaves the lines. */
export interface SigningTurn {
  /** The act's arrival number: acts are served in its order. */
  arrival: number;
  leave(): Promise<void>;
}

/**
 * A pause before looking again: short for the next in line (an act on another replica may leave
 * at any moment), longer further back, where only the count shown to the signer changes. Looks
 * are queries on the connection the act in its turn needs (PGlite has one): measured with fifty
 * waiting on one process, pauses of 20 ms × place took more of it than the signatures did.
 */
function pauseFor(ahead: number): number {
  return ahead <= 1 ? 25 : Math.min(250 * (ahead - 1), 1_000);
}

/**
 * Acts of this process waiting in a document's line, by arrival: when one leaves, the next of
 * them here looks at once instead of after its pause (an act on another replica after its pause).
 */
const waitersHere = new Map<string, Map<number, () => void>>();

function wakeNextHere(documentIds: readonly string[]): void {
  for (const documentId of documentIds) {
    const waiters = waitersHere.get(documentId);
    if (!waiters || waiters.size === 0) continue;
    const next = Math.min(...waiters.keys());
    waiters.get(next)?.();
  }
}

function pauseOrWake(documentIds: readonly string[], arrival: number, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const documentId of documentIds) waitersHere.get(documentId)?.delete(arrival);
      resolve();
    };
    const timer = setTimeout(done, ms);
    for (const documentId of documentIds) {
      const waiters = waitersHere.get(documentId) ?? new Map<number, () => void>();
      waiters.set(arrival, done);
      waitersHere.set(documentId, waiters);
    }
  }).finally(() => {
    for (const documentId of documentIds) if (waitersHere.get(documentId)?.size === 0) waitersHere.delete(documentId);
  });
}

/**
 * Takes a place in the line of each document and returns once no act that arrived earlier holds
 * a live place in any of them, reporting how many are ahead whenever that changes. One arrival
 * number serves all the act's documents, so acts are ordered the same way in every line and two
 * acts over several documents never wait for each other in a circle. The places are renewed
 * while the act waits and works; `leave` gives them up (the next act's turn).
 */
export async function waitForTurn(
  context: PlatformContext,
  documentIds: readonly string[],
  onWaiting: (ahead: number) => Promise<void>,
  timings: SigningLineTimings = SIGNING_LINE_TIMINGS,
): Promise<SigningTurn> {
  const documents = [...new Set(documentIds)].sort();
  if (documents.length === 0) return { arrival: 0, leave: async () => {} };
  await deleteLapsedPlaces(context.db, documents);
  const arrival = await enterLines(context.db, documents, timings.leaseMs);
  const renewal = setInterval(() => {
    renewPlaces(context.db, arrival, timings.leaseMs).catch((error: unknown) => context.log.warn({ err: error, arrival }, "signing line place not renewed"));
  }, timings.renewEveryMs);
  renewal.unref();
  const leave = async () => {
    clearInterval(renewal);
    try {
      await leaveLines(context.db, arrival);
    } catch (error) {
      // The places lapse with their lease: the next act waits a few seconds longer, no more.
      context.log.warn({ err: error, arrival }, "signing line not left");
    }
    wakeNextHere(documents);
  };
  try {
    let reported = 0;
    for (let ahead = await countActsAhead(context.db, documents, arrival); ahead > 0; ahead = await countActsAhead(context.db, documents, arrival)) {
      if (ahead !== reported) await onWaiting(ahead);
      reported = ahead;
      await pauseOrWake(documents, arrival, pauseFor(ahead));
    }
  } catch (error) {
    await leave();
    throw error;
  }
  return { arrival, leave };
}
