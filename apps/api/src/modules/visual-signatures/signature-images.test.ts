import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { visualSignatureSchema, type VisualSignature } from "@paraph/contracts";
import { createSignedInUser } from "../../test-support/factories.ts";
import { createVisualSignature } from "./test-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

async function signedInWithSignature(): Promise<{ token: string; signature: VisualSignature }> {
  const { token } = await createSignedInUser(testApp);
  return { token, signature: await createVisualSignature(testApp, token, { name: "Ada Muster" }) };
}

function upload(token: string, id: string, body: Buffer, contentType: string) {
  return testApp.request({ method: "POST", url: `/api/v1/images/signature/${id}`, token, payload: body, headers: { "content-type": contentType } });
}

async function storedImageOf(token: string, id: string): Promise<{ sha256: string; png: Buffer }> {
  const row = await testApp.context.db.selectFrom("visual_signatures").select("image_sha256").where("id", "=", id).executeTakeFirstOrThrow();
  if (!row.image_sha256) throw new Error("no image stored");
  const response = await testApp.request({ method: "GET", url: `/api/v1/images/signature/${id}`, token });
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("image/png");
  return { sha256: row.image_sha256, png: response.rawPayload };
}

/** A stroke of the given colour in the middle of a larger canvas, as a signature pad draws it. */
function strokeSvg(colour: string, background = "none", width = 800, height = 400): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${background}"/>` +
      `<path d="M300 250 C 350 150, 400 150, 450 250 S 500 300, 520 180" stroke="${colour}" stroke-width="8" fill="none"/></svg>`,
  );
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const offset = (y * info.width + x) * 4;
    return { r: data[offset]!, g: data[offset + 1]!, b: data[offset + 2]!, a: data[offset + 3]! };
  };
  let red = 0;
  let visible = 0;
  for (let offset = 0; offset < data.length; offset += 4) {
    if (data[offset + 3]! > 0) visible += 1;
    if (data[offset + 3]! > 128 && data[offset]! > 180 && data[offset + 1]! < 80 && data[offset + 2]! < 80) red += 1;
  }
  return { width: info.width, height: info.height, at, red, visible };
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid-looking PNG of a few hundred bytes that claims 50 000 × 50 000 pixels. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header[8] = 8;
  header[9] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(50_001 * 4))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("uploading a signature image", () => {
  it("stores a drawn PNG trimmed to its ink, and links it from the signature", async () => {
    const { token, signature } = await signedInWithSignature();
    const drawn = await sharp(strokeSvg("#000000")).png().toBuffer();
    const response = await upload(token, signature.id!, drawn, "image/png");
    expect(response.statusCode, response.body).toBe(200);
    const updated = visualSignatureSchema.parse(response.json());
    expect(updated).toMatchObject({ id: signature.id, hasCustomImage: true });
    expect(updated.image).toMatch(new RegExp(`^http://paraph.test/api/v1/images/signature/${signature.id}\\?v=[0-9a-f]{16}$`));

    const { sha256, png } = await storedImageOf(token, signature.id!);
    expect(await testApp.context.blobs.has(sha256)).toBe(true);
    const stored = await pixels(png);
    // The 800×400 canvas is trimmed to the stroke (about 230×130).
    expect(stored.width).toBeLessThan(300);
    expect(stored.height).toBeLessThan(180);
    expect(stored.at(0, 0).a).toBe(0);
    const listed = await testApp.request({ method: "GET", url: "/api/v1/user/visual-signatures", token });
    expect(listed.json()).toMatchObject({ signatures: [{ id: signature.id, hasCustomImage: true, image: updated.image }] });
  });

  it("makes the paper of a scanned JPEG transparent and keeps the ink", async () => {
    const { token, signature } = await signedInWithSignature();
    const scan = await sharp(strokeSvg("#1a1a60", "#fbfbf8")).flatten({ background: "#fbfbf8" }).jpeg({ quality: 85 }).toBuffer();
    const response = await upload(token, signature.id!, scan, "image/jpeg");
    expect(response.statusCode, response.body).toBe(200);
    const stored = await pixels((await storedImageOf(token, signature.id!)).png);
    expect(stored.at(0, 0).a).toBe(0);
    expect(stored.visible).toBeGreaterThan(500);
  });

  it("turns a photographed JPEG upright from its EXIF orientation", async () => {
    const { token, signature } = await signedInWithSignature();
    const landscape = await sharp(strokeSvg("#000000", "#ffffff", 800, 400)).flatten({ background: "#ffffff" }).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const response = await upload(token, signature.id!, landscape, "image/jpeg");
    expect(response.statusCode, response.body).toBe(200);
    const stored = await pixels((await storedImageOf(token, signature.id!)).png);
    // Orientation 6 is a quarter turn: the wide stroke becomes tall.
    expect(stored.height).toBeGreaterThan(stored.width);
  });

  it("rasterises an SVG: no script, no external file, stored as PNG within 1200×560", async () => {
    const { token, signature } = await signedInWithSignature();
    const redFile = `${process.env.TMPDIR ?? "/tmp"}/paraph-red-${crypto.randomUUID()}.png`;
    await sharp({ create: { width: 50, height: 50, channels: 3, background: "#ff0000" } }).png().toFile(redFile);
    const hostile = Buffer.from(
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3000" height="1000" onload="alert('x')">` +
        `<script>alert(document.cookie)</script>` +
        `<image href="file://${redFile}" x="0" y="0" width="3000" height="1000"/>` +
        `<image xlink:href="https://evil.example/track.png" x="0" y="0" width="10" height="10"/>` +
        `<path d="M100 500 L2900 600" stroke="#000" stroke-width="40"/></svg>`,
    );
    const response = await upload(token, signature.id!, hostile, "image/svg+xml");
    expect(response.statusCode, response.body).toBe(200);
    const { png } = await storedImageOf(token, signature.id!);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const text = png.toString("latin1");
    expect(text).not.toMatch(/script|alert|onload|evil\.example|file:/i);
    const stored = await pixels(png);
    expect(stored.red).toBe(0);
    expect(stored.width).toBeLessThanOrEqual(1200);
    expect(stored.height).toBeLessThanOrEqual(560);
    expect(stored.width).toBeGreaterThan(1000);
  });

  it("takes the image as a multipart form `file` part too, up to the same size", async () => {
    const { token, signature } = await signedInWithSignature();
    const boundary = "----paraph-test-boundary";
    const form = (bytes: Buffer, field = "file") =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="signature.png"\r\nContent-Type: image/png\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const drawn = await sharp(strokeSvg("#334455")).png().toBuffer();
    const response = await upload(token, signature.id!, form(drawn), contentType);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ hasCustomImage: true });

    const wrongField = await upload(token, signature.id!, form(drawn, "picture"), contentType);
    expect(wrongField.statusCode).toBe(400);
    const tooLarge = await upload(token, signature.id!, form(Buffer.alloc(5 * 1024 * 1024 + 10, 1)), contentType);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: "payload_too_large" });
  });

  it("replaces a previous image and deletes the old file once nothing uses it", async () => {
    const { token, signature } = await signedInWithSignature();
    // Colours no other test uses: images are content-addressed, so equal bytes would be shared.
    await upload(token, signature.id!, await sharp(strokeSvg("#112233")).png().toBuffer(), "image/png");
    const first = await storedImageOf(token, signature.id!);
    await upload(token, signature.id!, await sharp(strokeSvg("#2200aa")).png().toBuffer(), "image/png");
    const second = await storedImageOf(token, signature.id!);
    expect(second.sha256).not.toBe(first.sha256);
    await testApp.context.jobs.runUntilIdle();
    expect(await testApp.context.blobs.has(first.sha256)).toBe(false);
    expect(await testApp.context.blobs.has(second.sha256)).toBe(true);

    const removed = await testApp.request({ method: "DELETE", url: `/api/v1/images/signature/${signature.id}`, token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ hasCustomImage: false, image: null });
    await testApp.context.jobs.runUntilIdle();
    expect(await testApp.context.blobs.has(second.sha256)).toBe(false);
    const gone = await testApp.request({ method: "GET", url: `/api/v1/images/signature/${signature.id}`, token });
    expect(gone.statusCode).toBe(404);
  });

  it("keeps an image two signatures share until the last one lets go, and deletes it with the signature", async () => {
    const { token, signature } = await signedInWithSignature();
    const other = visualSignatureSchema.parse(
      (await testApp.request({ method: "POST", url: "/api/v1/user/visual-signatures", token, payload: { name: "Second" } })).json(),
    );
    const drawn = await sharp(strokeSvg("#003300")).png().toBuffer();
    await upload(token, signature.id!, drawn, "image/png");
    await upload(token, other.id!, drawn, "image/png");
    const { sha256 } = await storedImageOf(token, other.id!);
    await testApp.request({ method: "DELETE", url: `/api/v1/user/visual-signatures/${signature.id}`, token });
    await testApp.context.jobs.runUntilIdle();
    expect(await testApp.context.blobs.has(sha256)).toBe(true);
    await testApp.request({ method: "DELETE", url: `/api/v1/user/visual-signatures/${other.id}`, token });
    await testApp.context.jobs.runUntilIdle();
    expect(await testApp.context.blobs.has(sha256)).toBe(false);
  });

  it("serves the image with a long cache for its versioned URL and 304 for a matching ETag", async () => {
    const { token, signature } = await signedInWithSignature();
    const updated = visualSignatureSchema.parse((await upload(token, signature.id!, await sharp(strokeSvg("#000000")).png().toBuffer(), "image/png")).json());
    const versioned = await testApp.request({ method: "GET", url: new URL(updated.image!).pathname + new URL(updated.image!).search, token });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
    const etag = String(versioned.headers.etag);
    const again = await testApp.request({ method: "GET", url: `/api/v1/images/signature/${signature.id}`, token, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.headers["cache-control"]).toBe("private, no-cache");
  });
});

describe("refusing hostile and broken images", () => {
  const cases: [string, () => Promise<Buffer> | Buffer, string, number, string][] = [
    ["text bytes sent as PNG", () => Buffer.from("this is not an image at all"), "image/png", 422, "image_invalid"],
    ["a PDF sent as JPEG", () => Buffer.from("%PDF-1.7\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF"), "image/jpeg", 422, "image_invalid"],
    ["a GIF (a format not taken)", () => sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } }).gif().toBuffer(), "image/png", 422, "image_invalid"],
    ["a truncated PNG", async () => (await sharp(strokeSvg("#000")).png().toBuffer()).subarray(0, 600), "image/png", 422, "image_invalid"],
    ["a PNG claiming 50 000 × 50 000 pixels", () => pngBomb(), "image/png", 422, "image_too_many_pixels"],
    ["an SVG of 100 000 × 100 000", () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="9" height="9"/></svg>'), "image/svg+xml", 422, "image_too_many_pixels"],
    [
      "an SVG with entities (billion laughs)",
      () => Buffer.from('<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&b;</text></svg>'),
      "image/svg+xml",
      422,
      "image_invalid",
    ],
    ["a blank transparent canvas", () => sharp({ create: { width: 300, height: 150, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer(), "image/png", 422, "image_empty"],
    ["a white page", () => sharp({ create: { width: 300, height: 150, channels: 3, background: "#ffffff" } }).jpeg().toBuffer(), "image/jpeg", 422, "image_empty"],
    ["a body over 5 MB", () => Buffer.alloc(5 * 1024 * 1024 + 1, 1), "image/png", 413, "payload_too_large"],
    ["an image type not taken", () => Buffer.from("GIF89a"), "image/gif", 415, "unsupported_media_type"],
    ["JSON instead of bytes", () => Buffer.from(JSON.stringify({ image: "data:image/png;base64,AAAA" })), "application/json", 415, "unsupported_media_type"],
  ];

  it.each(cases)("refuses %s, stores nothing, and keeps serving", async (_name, makeBody, contentType, status, code) => {
    const { token, signature } = await signedInWithSignature();
    const response = await upload(token, signature.id!, await makeBody(), contentType);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code });
    const after = await testApp.request({ method: "GET", url: `/api/v1/user/visual-signatures/${signature.id}`, token });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ hasCustomImage: false, image: null });
  });

  it("answers other requests while a bomb is refused", async () => {
    const { token, signature } = await signedInWithSignature();
    const [bomb, list] = await Promise.all([
      upload(token, signature.id!, pngBomb(), "image/png"),
      testApp.request({ method: "GET", url: "/api/v1/user/visual-signatures", token }),
    ]);
    expect(bomb.statusCode).toBe(422);
    expect(list.statusCode).toBe(200);
  });
});
