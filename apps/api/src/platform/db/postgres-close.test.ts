import { describe, expect, it } from "vitest";
import { openDatabase } from "./database.ts";

/**
 * Closing a PostgreSQL database lets go of every connection, however it was used: a process that
 * closed it can end at once. Runs when TEST_DATABASE_URL names a PostgreSQL server (always in CI).
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("closing a PostgreSQL database", () => {
  it("ends the connection of a database used only through runScript", async () => {
    const database = await openDatabase({ kind: "postgres", url: serverUrl ?? "", poolSize: 1 });
    await database.runScript("SELECT 1");
    expect(database.poolStats().total).toBe(1);
    await database.close();
    expect(database.poolStats().total).toBe(0);
  });

  it("ends the connections of a database used through its query builder, and may be closed so once", async () => {
    const database = await openDatabase({ kind: "postgres", url: serverUrl ?? "", poolSize: 2 });
    await database.db.selectNoFrom((eb) => eb.val(1).as("one")).execute();
    await database.close();
    expect(database.poolStats().total).toBe(0);
  });
});
