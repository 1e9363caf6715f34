import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Kysely, PostgresDialect, type PostgresPool } from "kysely";
import type { Readable } from "node:stream";
import pg from "pg";
import { copyOutOf } from "./copy-out.ts";
import { PGlitePool, type PoolClientLike } from "./pglite-pool.ts";
import type { DatabaseSchema } from "./schema.ts";

export type Db = Kysely<DatabaseSchema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs a script of several statements (migrations), outside any transaction. */
  runScript(sql: string): Promise<void>;
  /** PostgreSQL only: the bytes of a `COPY … TO STDOUT` statement as a stream (copy-out.ts). */
  copyOut?: (statement: string) => Readable;
  /** The connections now: PostgreSQL's pool, or PGlite's one connection (metrics). */
  poolStats(): PoolStats;
  /**
   * PGlite only: a consistent copy of the data folder (a tar archive) for backups. It holds the
   * one connection, so no transaction is open meanwhile; `whileHeld` runs first on it (to read
   * what the copy refers to, and to hold what must not change until the backup is written).
   */
  dumpDataDir?: <T>(whileHeld: (client: PoolClientLike) => Promise<T>) => Promise<{ dump: Blob; held: T }>;
  close(): Promise<void>;
}

/** Connections open, idle and the most there may be; callers waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

export type DatabaseOptions =
  | { kind: "postgres"; url: string; poolSize: number }
  | { kind: "pglite"; dataDir?: string; snapshot?: Blob; sharedBuffersMb?: number };

/**
 * PGlite's buffer cache. PostgreSQL's 128 MB default is memory the embedded server touches at
 * start; 16 MB keeps an idle server small, and the operating system's file cache serves the rest.
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

// node-postgres returns int8 as strings; we never select int8 without a cast, and timestamps stay Dates.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === "postgres" ? openPostgres(options.url, options.poolSize) : openPGlite(options);
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: "postgres",
    runScript: async (sql) => {
      await pool.query(sql);
    },
    copyOut: (statement) => copyOutOf(pool, statement),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    close: async () => {
      await db.destroy();
      // Kysely ends the pool only if it ran a query of its own; a database used only through
      // runScript or copyOut (the test run's connection that creates and drops its databases)
      // kept an idle connection, and with it the process, for the pool's 10 s idle timeout.
      if (!pool.ended) await pool.end();
    },
  };
}

async function openPGlite(options: { dataDir?: string; snapshot?: Blob; sharedBuffersMb?: number }): Promise<Database> {
  if (options.dataDir) await fs.mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  const sharedBuffersMb = options.sharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB;
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
    // PGlite serves one connection: room for 5 (above the 3 reserved) instead of 100 backends' state.
    startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${sharedBuffersMb}MB`, "-c", "max_connections=5"],
  });
  const pool = new PGlitePool(pglite);
  // PGlitePool covers what Kysely uses of a pool except streaming cursors, which Paraph does not use.
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: pool as unknown as PostgresPool }) });
  return {
    db,
    kind: "pglite",
    runScript: async (sql) => {
      const client = await pool.connect();
      try {
        await client.query(sql);
      } finally {
        client.release();
      }
    },
    poolStats: () => pool.stats(),
    dumpDataDir: async (whileHeld) => {
      const client = await pool.connect();
      try {
        const held = await whileHeld(client);
        return { dump: await pglite.dumpDataDir("none"), held };
      } finally {
        client.release();
      }
    },
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}
