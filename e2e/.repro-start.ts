import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { readFileSync } from "node:fs";

for (let round = 0; round < Number(process.argv[2] ?? 5); round += 1) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-repro-"));
  const started = performance.now();
  const child = spawn(process.execPath, ["--max-semi-space-size=2", "--heap-growing-percent=20", "../apps/api/dist/main.js"], { env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const ok = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 90_000);
    child.stdout.on("data", () => { if (output.includes("started in")) { clearTimeout(timer); resolve(true); } });
    child.once("exit", () => { clearTimeout(timer); resolve(false); });
  });
  const stat = readFileSync(`/proc/${child.pid}/stat`, "latin1").slice(0).split(") ")[1]?.split(" ");
  const cpu = stat ? (Number(stat[11]) + Number(stat[12])) * 10 : -1;
  console.log(`round ${round}: ${ok ? "started" : "NOT started"} after ${((performance.now() - started) / 1000).toFixed(1)} s, cpu ${cpu} ms; ${output.split("\n").filter((l) => l.includes("started in")).join("")}`);
  if (!ok) { console.log(output); console.log(readFileSync(`/proc/${child.pid}/status`, "latin1").split("\n").filter((l) => /State|Threads|VmRSS/.test(l)).join("; ")); }
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
}
