import type { PGlite } from "@electric-sql/pglite";
import type { PoolStats } from "./database.ts";

interface QueryResultLike {
  command: "DELETE" | "UPDATE" | "INSERT" | "SELECT" | "MERGE";
  rowCount: number;
  rows: unknown[];
}

export interface PoolClientLike {
  query(sql: string, parameters?: readonly unknown[]): Promise<QueryResultLike>;
  release(): void;
}

/**
 * Presents embedded PGlite as the small part of node-postgres' Pool that Kysely's Postgres
 * dialect uses. PGlite is a single connection, so a client is lent to one user at a time:
 * a transaction holds it from BEGIN to COMMIT and other queries wait their turn.
 */
export class PGlitePool {
  private queue: Promise<void> = Promise.resolve();
  private waiting = 0;
  private isLent = false;

  constructor(
    private readonly pglite: PGlite,
    private readonly waitLimitMs = CONNECTION_WAIT_LIMIT_MS,
  ) {}

  async connect(): Promise<PoolClientLike> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = this.queue;
    this.queue = previous.then(() => released);
    this.waiting += 1;
    try {
      await waitOrExplain(previous, this.waitLimitMs);
    } catch (error) {
      // The turn stays in the queue; given up, it passes on as soon as it comes, or every
      // later caller would wait behind it for ever.
      release();
      throw error;
    } finally {
      this.waiting -= 1;
    }
    this.isLent = true;
    let isReleased = false;
    return {
      query: async (sql, parameters = []) => {
        // Like node-postgres, a query without parameters uses the simple protocol, so a
        // migration script of several statements runs as one call.
        const result =
          parameters.length === 0
            ? ((await this.pglite.exec(sql)).at(-1) ?? { rows: [], affectedRows: 0 })
            : await this.pglite.query(sql, [...parameters]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release: () => {
        if (isReleased) return;
        isReleased = true;
        this.isLent = false;
        release();
      },
    };
  }

  /** One connection: lent to a caller or idle, and how many callers wait for their turn. */
  stats(): PoolStats {
    return { total: 1, idle: this.isLent ? 0 : 1, waiting: this.waiting, max: 1 };
  }

  async end(): Promise<void> {
    await this.queue;
  }
}

/** Kysely reads the command to report affected rows of INSERT, UPDATE, DELETE and MERGE. */
function commandOf(sql: string): QueryResultLike["command"] {
  const match = /^\s*(?:with\b[\s\S]*?\)\s*)?(\w+)/i.exec(sql);
  const command = (match?.[1] ?? "").toUpperCase();
  return command === "INSERT" || command === "UPDATE" || command === "DELETE" || command === "MERGE" ? command : "SELECT";
}

/**
 * Waiting this long for the one connection means a deadlock, almost always a query sent through
 * the database handle while the same code holds a transaction; say so instead of hanging.
 */
const CONNECTION_WAIT_LIMIT_MS = 30_000;

async function waitOrExplain(turn: Promise<void>, limitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`PGlite connection not free after ${limitMs / 1000} s: a query outside its transaction is waiting for the transaction itself`)),
      limitMs,
    );
    timer.unref();
  });
  try {
    await Promise.race([turn, limit]);
  } finally {
    clearTimeout(timer);
  }
}
