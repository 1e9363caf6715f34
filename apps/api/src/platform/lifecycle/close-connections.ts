import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

/**
 * Makes the app's close end every connection instead of waiting for its clients to end them.
 *
 * Node's `server.close()` (with Fastify's `forceCloseConnections: "idle"`) ends only the
 * keep-alive connections idle between two requests at that moment. It waits for the others, and
 * two kinds never end by themselves: a connection opened that has not sent a request yet (a
 * browser opens spare ones ahead of need and keeps them for seconds), and one whose answer was
 * already on its way, without `Connection: close`, when the shutdown began (it stays open for
 * the keep-alive timeout, 72 s). Either held a SIGTERM past SHUTDOWN_TIMEOUT_MS, so it exited 1.
 *
 * So: answers sent once a shutdown began carry `Connection: close`; when the app closes, every
 * connection that carries no request is ended at once, each other one as soon as its last answer
 * is written, and one opened meanwhile is refused.
 */
export function closeConnectionsWhenShuttingDown(app: FastifyInstance, readiness: { readonly isShuttingDown: boolean }): void {
  app.addHook("onSend", async (_request, reply, payload) => {
    if (readiness.isShuttingDown) void reply.header("connection", "close");
    return payload;
  });

  /** Each open connection and how many of its requests are not answered yet. */
  const requestsInFlight = new Map<Socket, number>();
  let closing = false;
  app.server.on("connection", (socket: Socket) => {
    if (closing) {
      socket.destroy();
      return;
    }
    requestsInFlight.set(socket, 0);
    socket.once("close", () => requestsInFlight.delete(socket));
  });
  app.server.on("request", (request, response) => {
    const socket = request.socket;
    const count = requestsInFlight.get(socket);
    if (count === undefined) return;
    requestsInFlight.set(socket, count + 1);
    // "close" follows the answer's end, or the connection's loss before it.
    response.once("close", () => {
      const left = (requestsInFlight.get(socket) ?? 1) - 1;
      if (!requestsInFlight.has(socket)) return;
      requestsInFlight.set(socket, left);
      if (closing && left === 0) socket.destroySoon();
    });
  });
  // preClose runs before Fastify stops listening and waits for the connections.
  app.addHook("preClose", async () => {
    closing = true;
    for (const [socket, count] of requestsInFlight) if (count === 0) socket.destroySoon();
  });
}
