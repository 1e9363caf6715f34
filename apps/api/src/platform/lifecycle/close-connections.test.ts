import http from "node:http";
import net from "node:net";
import { Readable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { closeConnectionsWhenShuttingDown } from "./close-connections.ts";
import { createGracefulShutdown } from "./graceful-shutdown.ts";

/** Far past what ending the connections takes, far below the 72 s keep-alive timeout a held connection would wait for. */
const SHUTDOWN_TIMEOUT_MS = 5000;

const opened: { app: FastifyInstance; agent: http.Agent; sockets: net.Socket[] }[] = [];
afterEach(async () => {
  for (const { app, agent, sockets } of opened.splice(0)) {
    agent.destroy();
    for (const socket of sockets) socket.destroy();
    await app.close();
  }
});

/** A server as the app's: a quick route and one that streams its answer until `finishStream()`. */
async function listeningServer() {
  let shuttingDown = false;
  const app = Fastify({ forceCloseConnections: "idle" });
  closeConnectionsWhenShuttingDown(app, { get isShuttingDown() { return shuttingDown; } });
  let finishStream: () => void = () => undefined;
  app.get("/quick", async () => ({ done: true }));
  app.get("/stream", async (_request, reply) => {
    const body = new Readable({ read() {} });
    body.push("first part;");
    finishStream = () => {
      body.push("last part");
      body.push(null);
    };
    return reply.type("text/plain").send(body);
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const server = { app, agent: new http.Agent({ keepAlive: true }), sockets: [] as net.Socket[] };
  opened.push(server);
  const shutdown = () => {
    const events: string[] = [];
    const exitCode = new Promise<number>((resolve) =>
      void createGracefulShutdown({
        readiness: { markShuttingDown: () => (shuttingDown = true) },
        jobs: { stop: async () => undefined },
        closeServer: () => app.close(),
        closeDatabase: async () => undefined,
        timeoutMs: SHUTDOWN_TIMEOUT_MS,
        report: (line) => events.push(line),
        exit: resolve,
      })("SIGTERM"),
    );
    return { events, exitCode };
  };
  return { ...server, url: new URL(url), shutdown, finishStream: () => finishStream() };
}

/** Once the server counts `count` connections: a client's connect resolves before the server accepted. */
async function serverSees(app: FastifyInstance, count: number): Promise<void> {
  for (;;) {
    const connections = await new Promise<number>((resolve, reject) => app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
    if (connections === count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function get(url: URL, path: string, agent: http.Agent): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => http.get(new URL(path, url), { agent }, resolve).once("error", reject));
}

function bodyOf(response: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = "";
    response.setEncoding("utf8");
    response.on("data", (chunk: string) => (text += chunk));
    response.once("end", () => resolve(text));
    response.once("error", reject);
  });
}

describe("a shutdown ends the connections its clients keep open", () => {
  it("exits 0 at once with a connection that never sent a request and one idle after its request", async () => {
    const server = await listeningServer();
    // A browser's spare connection, opened ahead of a request that never came.
    const spare = net.connect(Number(server.url.port), server.url.hostname);
    server.sockets.push(spare);
    const spareEnded = new Promise<void>((resolve) => spare.once("close", () => resolve()));
    // A keep-alive connection back in its pool after one answer.
    const answered = await get(server.url, "/quick", server.agent);
    expect(await bodyOf(answered)).toBe('{"done":true}');
    await serverSees(server.app, 2);

    const started = performance.now();
    const { events, exitCode } = server.shutdown();
    expect(await exitCode, events.join("\n")).toBe(0);
    expect(performance.now() - started).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    await spareEnded;
  });

  it("exits 0 once an answer already on its way at the SIGTERM, kept alive, is written", async () => {
    const server = await listeningServer();
    const response = await get(server.url, "/stream", server.agent);
    // Its headers went out before the shutdown: they promise to keep the connection.
    expect(response.headers.connection).toBe("keep-alive");
    const body = bodyOf(response);
    const { events, exitCode } = server.shutdown();
    // The rest once the server stopped listening: Node's close has then ended the idle connections.
    while (server.app.server.listening) await new Promise((resolve) => setTimeout(resolve, 10));
    server.finishStream();
    expect(await body).toBe("first part;last part");
    expect(await exitCode, events.join("\n")).toBe(0);
  });
});
