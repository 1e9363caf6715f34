import { PassThrough, pipeline, type Readable } from "node:stream";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";

/**
 * Streams a `COPY … TO STDOUT` statement of a PostgreSQL server as the bytes the server sends:
 * no row becomes a JavaScript value, so a million-row export leaves no garbage on the heap. The
 * pooled connection is held until the stream ends; a stream that fails or is destroyed (the
 * reader went away) closes the connection instead of returning it mid-COPY.
 */
export function copyOutOf(pool: pg.Pool, statement: string): Readable {
  const output = new PassThrough();
  pool.connect().then(
    (client) => {
      let released = false;
      const release = (error: Error | null | undefined) => {
        if (released) return;
        released = true;
        client.release(error ?? undefined);
      };
      pipeline(client.query(copyTo(statement)), output, release);
    },
    (error: Error) => output.destroy(error),
  );
  return output;
}
