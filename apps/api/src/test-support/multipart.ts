/**
 * A multipart/form-data body of PDF `file` parts (another field name when given), as a browser's
 * FormData sends it, with a boundary drawn afresh for every body as clients do.
 */
export function multipart(files: { name: string; bytes: Uint8Array; field?: string }[]) {
  const boundary = `----paraph${crypto.randomUUID()}`;
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    ]),
  );
  return {
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
  };
}
