import http from "node:http";
import type { AddressInfo } from "node:net";

/** Largest request body the proxy buffers (it must hold a body to send it to another replica). */
const MAX_BODY_BYTES = 64 * 1024 * 1024;

export interface RoundRobinProxy {
  url: string;
  /** Adds a replica (`http://127.0.0.1:port`) to the rotation. */
  add(target: string): void;
  /** Requests forwarded to a replica whose answer has not ended yet. */
  inFlight(target: string): number;
  /** What happened so far: requests forwarded per replica, and the two kinds of failure. */
  stats(): { forwarded: Record<string, number>; refusedAndRetried: number; failedAfterSending: number };
  close(): Promise<void>;
}

/**
 * A small load balancer for tests, as an operator's would behave: each request goes to the next
 * replica in turn. A replica that refuses the connection (a dead process) never saw the request,
 * so the proxy tries the next one; a connection that breaks after the request was sent may have
 * been acted on, so the proxy answers 502 and leaves the decision to retry to the client — it
 * never sends one request twice.
 */
export async function startRoundRobinProxy(): Promise<RoundRobinProxy> {
  const targets: string[] = [];
  const forwarded: Record<string, number> = {};
  const pending: Record<string, number> = {};
  let next = 0;
  let refusedAndRetried = 0;
  let failedAfterSending = 0;

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        response.writeHead(413).end();
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => forward(request, response, Buffer.concat(chunks), targets.length));
  });

  function forward(request: http.IncomingMessage, response: http.ServerResponse, body: Buffer, triesLeft: number): void {
    if (triesLeft === 0 || targets.length === 0) {
      response.writeHead(503, { "content-type": "application/json" }).end(JSON.stringify({ code: "no_replica", message: "No replica accepted the connection" }));
      return;
    }
    const target = targets[next % targets.length] as string;
    next += 1;
    pending[target] = (pending[target] ?? 0) + 1;
    let isSettled = false;
    const settle = () => {
      if (isSettled) return;
      isSettled = true;
      pending[target] = (pending[target] ?? 1) - 1;
    };
    const upstream = http.request(
      `${target}${request.url ?? "/"}`,
      // A fresh connection each time: a kept-alive socket to a replica that died would fail
      // after sending, where the proxy can no longer tell whether the request arrived.
      { method: request.method, headers: { ...request.headers, connection: "close" }, agent: false },
      (answer) => {
        forwarded[target] = (forwarded[target] ?? 0) + 1;
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on("end", settle);
        answer.on("error", () => {
          settle();
          response.destroy();
        });
        answer.on("aborted", () => {
          settle();
          response.destroy();
        });
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      settle();
      if (error.code === "ECONNREFUSED") {
        refusedAndRetried += 1;
        forward(request, response, body, triesLeft - 1);
        return;
      }
      failedAfterSending += 1;
      if (response.headersSent) response.destroy();
      else response.writeHead(502, { "content-type": "application/json" }).end(JSON.stringify({ code: "bad_gateway", message: error.message }));
    });
    upstream.end(body);
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    add: (target) => void targets.push(target),
    inFlight: (target) => pending[target] ?? 0,
    stats: () => ({ forwarded: { ...forwarded }, refusedAndRetried, failedAfterSending }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
