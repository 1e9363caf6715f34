import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./support/server.ts";

/**
 * The server's Node flags (memory: docs/OPERATIONS.md) are written in three places a user starts
 * it from and one the tests start it from; they must say the same, or the tests and benchmarks
 * measure another server than the one people run.
 */
const root = path.resolve(import.meta.dirname, "..");
const entry = "apps/api/dist/main.js";

describe("the server's Node flags", () => {
  it("are the same in npm start, npm run serve, the Dockerfile and the tests' launcher", async () => {
    const scripts = (JSON.parse(await fs.readFile(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts;
    const flagsBefore = (command: string | undefined) => /node ((?:--\S+ )*)apps\/api\/dist\/main\.js/.exec(command ?? "")?.[1]?.trim().split(" ");
    expect(flagsBefore(scripts.start)).toEqual([...SERVER_NODE_FLAGS]);
    expect(flagsBefore(scripts.serve)).toEqual([...SERVER_NODE_FLAGS]);

    const dockerfile = await fs.readFile(path.join(root, "Dockerfile"), "utf8");
    const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
    expect(JSON.parse(command ?? "[]")).toEqual(["node", ...SERVER_NODE_FLAGS, entry]);
  });
});
