import type { FastifyInstance } from "fastify";
import { AppError } from "../errors/app-error.ts";

/** RFC 2046 5.1.1: a boundary is 1 to 70 characters; quoted, it may hold spaces. */
const BOUNDARY_PARAMETER = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i;

/** The boundary of a multipart media type, or undefined when it has none a reader could use. */
export function multipartBoundaryOf(contentType: string): string | undefined {
  const match = BOUNDARY_PARAMETER.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 70 ? boundary : undefined;
}

/**
 * A multipart body is only read when an upload route asks for its parts, and the reader
 * throws a plain error when the content type names no boundary. Such a body cannot be read
 * at all, whatever the route: it is refused as an unsupported media type before the route runs.
 */
export function refuseMultipartWithoutBoundary(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const contentType = request.headers["content-type"];
    if (!contentType || !/^\s*multipart\//i.test(contentType)) return;
    if (multipartBoundaryOf(contentType) === undefined) {
      throw new AppError("unsupported_media_type", { reason: "A multipart body needs a boundary parameter of 1 to 70 characters" });
    }
  });
}

/**
 * The multipart reader's own errors for a body that breaks off or has malformed part headers:
 * plain errors without a code, known only by their wording. They are the client's fault.
 */
const MALFORMED_MULTIPART = /unexpected end of multipart data|malformed part header|boundary not found/i;

export function isMalformedMultipartError(error: { message?: string; code?: string }): boolean {
  return error.code === undefined && MALFORMED_MULTIPART.test(error.message ?? "");
}
