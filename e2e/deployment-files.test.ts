import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import S3rver from "s3rver";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { createOperatorCa, type OperatorCa } from "../apps/api/src/test-support/operator-ca.ts";
import { withScratchDatabase } from "../bench/support.ts";
import { findFreePort, startServer, type RunningServer } from "./support/server.ts";

/**
 * No container engine runs here, so this runs what the image runs: the Dockerfile's runtime stage
 * (its COPY lines from the build, its RUN lines, its ENV, CMD and HEALTHCHECK) in a clean folder
 * standing in for the image's file system, with `npm ci --omit=dev` against the registry; then
 * starts it with compose.yaml's settings for the paraph service, its other services mapped to
 * local ones (PostgreSQL, an S3-compatible server, an SMTP sink). If either file drifts from
 * what works, this fails.
 */
const repositoryRoot = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

interface Instruction {
  keyword: string;
  args: string;
}

interface Stage {
  from: string;
  name: string | undefined;
  instructions: Instruction[];
}

/** The Dockerfile's stages: instructions with their continuation lines joined, comments dropped. */
function parseDockerfile(text: string): Stage[] {
  const lines = text.split("\n").filter((line) => !/^\s*#/.test(line));
  const joined = lines.join("\n").replace(/\\\n/g, " ");
  const stages: Stage[] = [];
  for (const line of joined.split("\n")) {
    const match = /^\s*([A-Z]+)\s+(.*)$/.exec(line);
    if (!match?.[1] || match[2] === undefined) continue;
    const [keyword, args] = [match[1], match[2].trim()];
    if (keyword === "FROM") {
      const [from = "", , name] = args.split(/\s+/);
      stages.push({ from, name, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword, args });
    }
  }
  return stages;
}

/** `KEY=value KEY2=value2` of an ENV line (values without spaces, as Paraph's Dockerfile writes them). */
function parseEnv(args: string): Record<string, string> {
  return Object.fromEntries(args.split(/\s+/).map((pair) => pair.split("=", 2) as [string, string]));
}

/** compose's `${NAME}`, `${NAME:-default}` and `${NAME:?message}`; `$$` is a literal dollar. */
function interpolate(value: string, variables: Record<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (whole, name: string | undefined, kind: string | undefined, rest: string | undefined) => {
    if (whole === "$$") return "$";
    const found = name ? variables[name] : undefined;
    if (found !== undefined && found !== "") return found;
    if (kind === "?") throw new Error(`${name}: ${rest}`);
    return kind === "-" ? (rest ?? "") : "";
  });
}

let workRoot: string;
let operatorCa: OperatorCa;
let s3Server: S3rver;
let s3Port: number;
let smtpServer: SMTPServer;
let smtpPort: number;
let server: RunningServer | undefined;
const mailsReceived: string[] = [];

const dockerfile = async () => parseDockerfile(await fs.readFile(path.join(repositoryRoot, "Dockerfile"), "utf8"));
const composeFile = async () =>
  parseYaml(await fs.readFile(path.join(repositoryRoot, "compose.yaml"), "utf8")) as {
    services: Record<string, { environment?: Record<string, string>; volumes?: string[]; ports?: string[]; build?: string }>;
  };

beforeAll(async () => {
  workRoot = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-image-"));
  operatorCa = await createOperatorCa();
  smtpServer = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        mailsReceived.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtpServer.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtpServer.server.address() as { port: number }).port;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await s3Server?.close();
  await new Promise<void>((resolve) => smtpServer.close(() => resolve()));
  await operatorCa?.dispose();
  await fs.rm(workRoot, { recursive: true, force: true });
});

describe("the Dockerfile and compose.yaml", () => {
  it("build a runtime stage that is non-root, production-only and health-checked", async () => {
    const stages = await dockerfile();
    expect(stages.map((stage) => [stage.from, stage.name])).toEqual([
      ["node:20-bookworm-slim", "build"],
      ["node:20-bookworm-slim", "runtime"],
    ]);
    const [build, runtime] = stages;
    const buildRuns = build?.instructions.filter((entry) => entry.keyword === "RUN").map((entry) => entry.args);
    expect(buildRuns).toEqual(["npm ci --no-audit --no-fund", "npm run build"]);
    const keywords = runtime?.instructions.map((entry) => entry.keyword) ?? [];
    const user = runtime?.instructions.findLast((entry) => entry.keyword === "USER")?.args;
    expect(user).toBe("node");
    expect(keywords.lastIndexOf("USER")).toBeGreaterThan(keywords.lastIndexOf("RUN"));
    expect(runtime?.instructions.find((entry) => entry.keyword === "HEALTHCHECK")?.args).toContain("/api/health");
    const env = Object.assign({}, ...(runtime?.instructions.filter((entry) => entry.keyword === "ENV").map((entry) => parseEnv(entry.args)) ?? [])) as Record<string, string>;
    expect(env).toMatchObject({ NODE_ENV: "production", APP_MODE: "production" });
    // Only the build's output and manifests come across, never sources or node_modules.
    for (const copy of runtime?.instructions.filter((entry) => entry.keyword === "COPY") ?? []) {
      expect(copy.args).toMatch(/^--from=build /);
      expect(copy.args).not.toMatch(/node_modules|\/src\/apps\/api\/src/);
    }
  });

  it("leave no secret or public address to a default: compose refuses to start without each", async () => {
    const environment = (await composeFile()).services.paraph?.environment ?? {};
    const required = ["PUBLIC_URL", "DATABASE_URL", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "SMTP_URL", "MAIL_FROM", "REFERRAL_WIDGET_SECRET", "SECRETS_ENCRYPTION_KEY", "SIGNING_CA_PKCS12_PASSWORD", "SIGNING_TSA_URL"];
    for (const setting of required) {
      expect(() => interpolate(environment[setting] ?? "", {}), setting).toThrow(/set /);
    }
    expect(environment.APP_MODE).toBe("production");
  });

  it("install and start as the image would, with compose's settings, and answer /api/health and /api/ready", async () => {
    const [build, runtime] = await dockerfile();
    if (!build || !runtime) throw new Error("two stages expected");
    const buildWorkdir = build.instructions.findLast((entry) => entry.keyword === "WORKDIR")?.args ?? "/";
    const inImage = (absolute: string) => path.join(workRoot, absolute);

    // The runtime stage, instruction by instruction, in a folder standing for the image's "/".
    let workdir = "/";
    const imageEnv: Record<string, string> = {};
    let command: string[] = [];
    let healthcheck: string[] = [];
    const timings: Record<string, number> = {};
    for (const { keyword, args } of runtime.instructions) {
      if (keyword === "ENV") Object.assign(imageEnv, parseEnv(args));
      else if (keyword === "WORKDIR") {
        workdir = path.posix.resolve(workdir, args);
        await fs.mkdir(inImage(workdir), { recursive: true });
      } else if (keyword === "COPY") {
        const [from, ...paths] = args.split(/\s+/);
        expect(from).toBe("--from=build");
        const target = path.posix.resolve(workdir, paths.pop() ?? "");
        for (const source of paths) {
          // The build stage's WORKDIR is this checkout after `npm run build`.
          const local = path.join(repositoryRoot, path.posix.relative(buildWorkdir, source));
          const destination = paths.length > 1 || args.endsWith("/") ? path.join(inImage(target), path.basename(source)) : inImage(target);
          await fs.mkdir(path.dirname(destination), { recursive: true });
          await fs.cp(local, destination, { recursive: true });
        }
      } else if (keyword === "RUN") {
        const directories = /^mkdir -p (\S+) && chown node:node \1$/.exec(args);
        if (directories?.[1]) {
          await fs.mkdir(inImage(directories[1]), { recursive: true });
        } else {
          expect(args, "a RUN line this test does not know how to reproduce").toMatch(/^npm ci --omit=dev\b/);
          const started = Date.now();
          // Exactly the line; the machine's npm cache only saves downloads.
          await run("sh", ["-c", args], { cwd: inImage(workdir), env: { PATH: process.env.PATH, HOME: os.homedir(), npm_config_prefer_offline: "true" }, timeout: 600_000, maxBuffer: 16 * 1024 * 1024 });
          timings.npmCiMs = Date.now() - started;
        }
      } else if (keyword === "CMD") command = JSON.parse(args) as string[];
      else if (keyword === "HEALTHCHECK") healthcheck = JSON.parse(args.replace(/^.*?CMD\s+/, "")) as string[];
    }
    const installed = await fs.readdir(inImage(path.posix.join(workdir, "node_modules")));
    // Production dependencies only.
    expect(installed).toContain("fastify");
    // The API's production dependencies only: no test tools, no web framework (the web app is built).
    expect(installed).not.toContain("vitest");
    expect(installed).not.toContain("react");

    // compose.yaml's paraph service, its variables set as an operator would.
    const compose = await composeFile();
    const service = compose.services.paraph;
    const variables: Record<string, string> = {
      PARAPH_PUBLIC_URL: "https://sign.paraph-deployment-test.ch",
      POSTGRES_PASSWORD: randomBytes(24).toString("hex"),
      MINIO_ROOT_USER: "paraph-deployment-test",
      MINIO_ROOT_PASSWORD: randomBytes(24).toString("hex"),
      PARAPH_SMTP_URL: "smtp://mailpit:1025",
      PARAPH_MAIL_FROM: "Paraph <no-reply@paraph-deployment-test.ch>",
      REFERRAL_WIDGET_SECRET: randomBytes(32).toString("hex"),
      SECRETS_ENCRYPTION_KEY: randomBytes(32).toString("hex"),
      SIGNING_CA_PKCS12_PATH: operatorCa.pkcs12File,
      SIGNING_CA_PKCS12_PASSWORD: operatorCa.password,
      // Not called by a start: signing would time-stamp there.
      SIGNING_TSA_URL: "https://tsa.paraph-deployment-test.ch/tsa",
    };
    const composeEnv = Object.fromEntries(Object.entries(service?.environment ?? {}).map(([key, value]) => [key, interpolate(String(value), variables)]));

    // The other services, here: MinIO's credentials and bucket on the local S3 server, PostgreSQL
    // on the test server (a scratch database), Mailpit's port on an SMTP sink.
    const s3Account = createRequire(import.meta.url)("s3rver/lib/models/account.js") as { DUMMY_ACCOUNT: { createKeyPair(id: string, secret: string): void } };
    s3Account.DUMMY_ACCOUNT.createKeyPair(variables.MINIO_ROOT_USER ?? "", variables.MINIO_ROOT_PASSWORD ?? "");
    s3Server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(workRoot, "minio"), configureBuckets: [{ name: composeEnv.S3_BUCKET ?? "", configs: [] }] });
    s3Port = (await s3Server.run()).port;
    const volumes = new Map(
      (service?.volumes ?? []).map((volume) => {
        const [source = "", target = ""] = interpolate(volume, variables).split(":");
        return [target, source.startsWith("/") ? source : inImage(target)] as const;
      }),
    );
    const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    await withScratchDatabase(serverUrl, "paraph_deployment", async (scratchUrl) => {
      const mapService = (value: string): string => {
        if (value.startsWith("/")) return volumes.get(value) ?? inImage(value);
        if (!/^[a-z]+:\/\//.test(value)) return value;
        const url = new URL(value);
        if (url.hostname === "postgres") {
          const scratch = new URL(scratchUrl);
          url.username = scratch.username;
          url.host = scratch.host;
          url.pathname = scratch.pathname;
        } else if (url.hostname === "minio") {
          url.host = `127.0.0.1:${s3Port}`;
        } else if (url.hostname === "mailpit") {
          url.host = `127.0.0.1:${smtpPort}`;
        }
        return url.toString().replace(/\/$/, value.endsWith("/") ? "/" : "");
      };
      const port = await findFreePort();
      const env: Record<string, string> = { PATH: process.env.PATH ?? "" };
      for (const [key, value] of Object.entries({ ...imageEnv, ...composeEnv })) env[key] = mapService(value);
      // compose publishes 3000; here a free port.
      expect(service?.ports).toContain(`${imageEnv.PORT}:${imageEnv.PORT}`);
      env.PORT = String(port);
      env.HOST = "127.0.0.1";
      // compose keeps metrics on a port of its own inside its network; here a free one.
      expect(env.METRICS_PORT).toBe("9464");
      env.METRICS_PORT = String(await findFreePort());

      // What `paraph config check` says inside the image, then the image's CMD.
      const checked = await run(process.execPath, ["apps/api/dist/cli/paraph.js", "config", "check"], { cwd: inImage(workdir), env }).catch((error: { stderr?: string }) => {
        throw new Error(`config check refused: ${error.stderr}`);
      });
      expect(checked.stdout).toMatch(/^configuration OK\n/);
      expect(checked.stdout).toContain("files:         S3 bucket paraph");

      expect(command[0]).toBe("node");
      const started = Date.now();
      server = await startServer({ launch: { args: command.slice(1), cwd: inImage(workdir), env } });
      timings.startMs = Date.now() - started;
      const local = `http://127.0.0.1:${port}`;
      const health = await fetch(`${local}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
      const ready = await fetch(`${local}/api/ready`);
      const readiness = (await ready.json()) as { status: string; checks: { name: string; ok: boolean; detail: string | null }[] };
      expect(ready.status, JSON.stringify(readiness)).toBe(200);
      expect(readiness.checks.find((check) => check.name === "blobs")?.detail).toBe("s3 store writable");
      // The web app is served from the image's copy.
      expect(await (await fetch(`${local}/`)).text()).toContain('<div id="root">');

      // The HEALTHCHECK command, as docker runs it in the container.
      expect(healthcheck[0]).toBe("node");
      await run(process.execPath, healthcheck.slice(1), { env });

      // Mail goes to the SMTP server the settings name: a sign-up confirmation reaches the sink.
      const confirmation = await fetch(`${local}/api/v1/request-confirmation`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: "first.user@paraph-deployment-test.ch" }) });
      expect(confirmation.status).toBe(204);
      for (let attempt = 0; attempt < 100 && mailsReceived.length === 0; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mailsReceived).toEqual(["first.user@paraph-deployment-test.ch"]);

      expect(await server.stop("SIGTERM")).toBe(0);
      server = undefined;
    });
    console.log(`deployment files: ${JSON.stringify(timings)}`);
  }, 600_000);
});
