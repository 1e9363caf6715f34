// Runs npm scripts side by side, at most as many at once as the machine has cores, and prints
// each one's output in one piece when it ends (never interleaved) with its time, then a line per
// script. Exits with 1 when any failed, once all have ended, so one run shows every failure.
//
//   node testing/run-side-by-side.mjs lint "typecheck:*" "build:*"
//
// A name may end in `*`: every script of the root package.json that starts with what precedes
// it, in the file's order. Scripts start in the order given, so name the longest first.
// `npm test` runs its independent checks this way (lint, the type-check programs, the build): on
// 2 cores they take about half their sum instead of all of it.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
const known = Object.keys(manifest.scripts);
const scripts = process.argv.slice(2).flatMap((name) => {
  const matches = name.endsWith("*") ? known.filter((script) => script.startsWith(name.slice(0, -1))) : known.filter((script) => script === name);
  if (matches.length === 0) {
    console.error(`package.json has no script ${name}`);
    process.exit(2);
  }
  return matches;
});
if (scripts.length === 0) {
  console.error("usage: node testing/run-side-by-side.mjs <npm script> [<npm script> …]");
  process.exit(2);
}
const slots = Math.max(1, Number(process.env.SIDE_BY_SIDE_JOBS) || os.availableParallelism());
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const started = Date.now();

/** Runs one script to its end; resolves with its exit code and time, having printed its output. */
function run(script) {
  return new Promise((resolve) => {
    const began = Date.now();
    const child = spawn(npm, ["run", script], { cwd: root, stdio: ["ignore", "pipe", "pipe"] });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = (Date.now() - began) / 1000;
      const status = code === 0 ? "ok" : `FAILED (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n── npm run ${script}: ${status} in ${seconds.toFixed(1)} s${Buffer.concat(chunks).toString()}`);
      resolve({ script, failed: code !== 0, seconds });
    });
  });
}

const queue = [...scripts];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(slots, scripts.length) }, async () => {
    for (let script = queue.shift(); script !== undefined; script = queue.shift()) results.push(await run(script));
  }),
);
process.stdout.write(`\nSide by side, ${slots} at a time: ${scripts.length} scripts in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
for (const result of results) process.stdout.write(`  ${result.seconds.toFixed(1).padStart(7)} s  ${result.failed ? "FAILED" : "ok    "}  ${result.script}\n`);
process.exit(results.some((result) => result.failed) ? 1 : 0);
