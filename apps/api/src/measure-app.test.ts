import { it } from "vitest";
import { createTestApp } from "./test-support/test-app.ts";
import { openTestDatabase } from "./test-support/test-database.ts";

const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
it("measures", async () => {
  for (let i = 0; i < 3; i += 1) {
    let c = cpu(); let w = performance.now();
    const db = await openTestDatabase();
    console.log(`db open+migrate: cpu ${(cpu() - c).toFixed(0)} ms wall ${(performance.now() - w).toFixed(0)} ms`);
    await db.close();
    c = cpu(); w = performance.now();
    const app = await createTestApp();
    console.log(`createTestApp: cpu ${(cpu() - c).toFixed(0)} ms wall ${(performance.now() - w).toFixed(0)} ms`);
    c = cpu(); w = performance.now();
    await app.close();
    console.log(`close: cpu ${(cpu() - c).toFixed(0)} ms wall ${(performance.now() - w).toFixed(0)} ms`);
  }
}, 600_000);
