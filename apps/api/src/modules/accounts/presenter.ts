import type { FastifyRequest } from "fastify";
import type { ClientInfo } from "./service.ts";

/** Who logs in or registers, as the request tells and a session records it. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}

/** A new session as the login and registration calls answer it. */
export function presentSession(session: { token: string; expiresAt: Date }): { token: string; expiresAt: string } {
  return { token: session.token, expiresAt: session.expiresAt.toISOString() };
}
