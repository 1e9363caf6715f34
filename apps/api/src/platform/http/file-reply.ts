import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/** `Content-Disposition: attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const asciiName = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Answers with a file to download; private, since every file in Paraph belongs to someone. */
export function sendFile(
  reply: FastifyReply,
  body: Buffer | Readable,
  file: { contentType: string; fileName: string; size?: number; etag?: string },
): FastifyReply {
  void reply.type(file.contentType).header("content-disposition", attachmentDisposition(file.fileName));
  if (file.size !== undefined) void reply.header("content-length", file.size);
  void reply.header("cache-control", file.etag ? "private, no-cache" : "private, no-store");
  if (file.etag) void reply.header("etag", file.etag);
  return reply.send(body);
}
