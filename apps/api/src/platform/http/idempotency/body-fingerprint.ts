import { createHash, type Hash } from "node:crypto";
import { Transform, type Readable } from "node:stream";
import { finished, pipeline } from "node:stream/promises";
import type { Multipart } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";

/**
 * What a request sent, as one SHA-256, so a retry can be told from a different request under the
 * same key. It is computed while the body streams to its parser or handler, never by holding it:
 *
 * - a JSON or file body: the raw bytes as received (hashed in the route's preParsing hook);
 * - multipart: each part's name, file name, media type and the SHA-256 of its bytes (or a field's
 *   value), in order. The boundary is left out on purpose: clients draw a new one for every send,
 *   so hashing the raw stream would call every retry a different request.
 *
 * A digest is only known once the whole body has passed; until then `digest()` is null.
 */
export interface BodyFingerprint {
  digest(): string | null;
}

/**
 * A pass-through stream that hashes what flows through it; `onDigest` runs once its input ended.
 * `onFirstChunk` tells a body that has begun from one that never came.
 */
function hashingStream(onDigest: (sha256: string, size: number) => void, onFirstChunk: () => void = () => undefined): Transform {
  const hash: Hash = createHash("sha256");
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (size === 0) onFirstChunk();
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
    flush(done) {
      onDigest(hash.digest("hex"), size);
      done();
    },
  });
}

/**
 * Hashes a raw body on its way to the parser. Returns the stream the parser reads instead and
 * the fingerprint. A request without a body has nothing to wait for: its digest is the empty one.
 */
export function fingerprintRawBody(payload: Readable & { receivedEncodedLength?: number }): { stream: Readable; fingerprint: BodyFingerprint } {
  let sha256: string | null = null;
  let started = false;
  const meter = hashingStream(
    (digest) => {
      sha256 = digest;
    },
    () => {
      started = true;
    },
  );
  // The parser compares the bytes it read with Content-Length through this property.
  Object.defineProperty(meter, "receivedEncodedLength", { get: () => payload.receivedEncodedLength });
  pipeline(payload, meter).catch(() => undefined);
  return {
    stream: meter,
    fingerprint: { digest: () => sha256 ?? (started ? null : EMPTY_SHA256) },
  };
}

const EMPTY_SHA256 = createHash("sha256").digest("hex");

interface PartRecord {
  fieldname: string;
  filename?: string;
  mimetype?: string;
  value?: unknown;
  sha256?: string;
  size?: number;
}

type PartsIterator = FastifyRequest["parts"];

/**
 * Puts a hashing stream between each multipart file and the handler that reads it, by replacing
 * this request's `parts()`. The handler reads the same bytes as before, at the same pace.
 */
export function fingerprintMultipart(request: FastifyRequest): BodyFingerprint & { drain(): Promise<void> } {
  const original = request.parts.bind(request) as PartsIterator;
  const records: PartRecord[] = [];
  let pendingFiles = 0;
  let isComplete = false;

  async function* parts(...args: Parameters<PartsIterator>): AsyncGenerator<Multipart> {
    for await (const part of original(...args)) {
      if (part.type === "file") {
        const record: PartRecord = { fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype };
        records.push(record);
        pendingFiles += 1;
        const meter = hashingStream((sha256, size) => {
          record.sha256 = sha256;
          record.size = size;
          pendingFiles -= 1;
        });
        // An error of the upload (too large, cut off) reaches the handler through the meter.
        pipeline(part.file, meter).catch(() => undefined);
        (part as { file: Readable }).file = meter;
      } else {
        records.push({ fieldname: part.fieldname, mimetype: part.mimetype, value: part.value });
      }
      yield part;
    }
    isComplete = true;
  }
  (request as { parts: unknown }).parts = parts;

  return {
    digest: () => (isComplete && pendingFiles === 0 ? createHash("sha256").update(JSON.stringify(records)).digest("hex") : null),
    // Reads a retry's body only to hash it: nothing is kept.
    drain: async () => {
      for await (const part of parts()) {
        if (part.type !== "file") continue;
        part.file.resume();
        await finished(part.file);
      }
    },
  };
}
