import pg from "pg";

/**
 * Runs `use` on a database of its own on the PostgreSQL server at `serverUrl` (named `prefix` and
 * the time), dropped afterwards. The drop waits a moment for closed pools' connections to leave
 * the server (forcing it under them would kill them mid-goodbye), then forces it.
 */
export async function withScratchDatabase<T>(serverUrl: string, prefix: string, use: (databaseUrl: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    for (let wait = 0; wait < 50; wait += 1) {
      const open = await admin.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = '${name}'`);
      if ((open.rows[0] as { n: number }).n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
