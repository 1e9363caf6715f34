import { randomBytes } from "node:crypto";
import type { Db } from "../db/database.ts";

const caches = new WeakMap<Db, Map<string, Promise<Buffer>>>();

/**
 * A random secret made once per installation and kept in the database, so every replica and
 * every restart derives the same values from it (invitation links, for one).
 */
export function getPlatformSecret(db: Db, name: string): Promise<Buffer> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = name;
  let secret = cache.get(key);
  if (!secret) {
    secret = (async () => {
      await db
        .insertInto("platform_secrets")
        .values({ name, value: randomBytes(32).toString("base64"), created_at: new Date() })
        .onConflict((conflict) => conflict.column("name").doNothing())
        .execute();
      const row = await db.selectFrom("platform_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
      return Buffer.from(row.value, "base64");
    })();
    const forDb = cache;
    forDb.set(key, secret);
    secret.catch(() => forDb.delete(key));
  }
  return secret;
}
