import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSignedInUser, type createUser } from "../../test-support/factories.ts";
import { createVisualSignature } from "./test-helpers.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => testApp.close());

const signedIn = (fields: Parameters<typeof createUser>[1] = {}) => createSignedInUser(testApp, fields);

const create = (token: string, payload: Record<string, unknown>) => createVisualSignature(testApp, token, payload);

/** Counts pixels darker than the threshold in a region given as fractions of the image. */
async function analyse(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const count = (region: { left: number; top: number; right: number; bottom: number }, test: (r: number, g: number, b: number) => boolean) => {
    let found = 0;
    for (let y = Math.floor(region.top * info.height); y < Math.floor(region.bottom * info.height); y += 1) {
      for (let x = Math.floor(region.left * info.width); x < Math.floor(region.right * info.width); x += 1) {
        const offset = (y * info.width + x) * 3;
        if (test(data[offset]!, data[offset + 1]!, data[offset + 2]!)) found += 1;
      }
    }
    return found;
  };
  const dark = (r: number, g: number, b: number) => r + g + b < 200;
  const red = (r: number, g: number, b: number) => r > 180 && g < 90 && b < 90;
  return { width: info.width, height: info.height, count, dark, red };
}

const NAME_AREA = { left: 0, top: 0, right: 0.6, bottom: 0.5 };
// The right quarter's lower half: the QR code's place, left blank by the (left-aligned, short) text lines.
const QR_AREA = { left: 0.75, top: 0.55, right: 1, bottom: 0.95 };

describe("previews", () => {
  it("answers a 300×140 PNG by default and 600×280 at density 2, showing the name", async () => {
    const { token } = await signedIn({ firstName: "Zoë", lastName: "Rüegg" });
    const response = await testApp.request({ method: "GET", url: "/api/v1/user/preview-visual-signature", token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("image/png");
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
    const single = await sharp(response.rawPayload).metadata();
    expect([single.format, single.width, single.height]).toEqual(["png", 300, 140]);
    const picture = await analyse(response.rawPayload);
    expect(picture.count(NAME_AREA, picture.dark)).toBeGreaterThan(300);

    const double = await testApp.request({ method: "GET", url: "/api/v1/user/preview-visual-signature?density=2", token });
    const doubled = await sharp(double.rawPayload).metadata();
    expect([doubled.width, doubled.height]).toEqual([600, 280]);
    const sized = await testApp.request({ method: "GET", url: "/api/v1/user/preview-visual-signature?width=400&height=100&density=2", token });
    const custom = await sharp(sized.rawPayload).metadata();
    expect([custom.width, custom.height]).toEqual([800, 200]);
  });

  it("draws the QR code only when displayQr is on", async () => {
    const { token } = await signedIn();
    const withQr = await create(token, { name: "Ada Muster", displayQr: true });
    const withoutQr = await create(token, { name: "Ada Muster", displayQr: false });
    const shown = await testApp.request({ method: "GET", url: `/api/v1/user/preview-visual-signature?id=${withQr.id}&density=2`, token });
    const hidden = await testApp.request({ method: "GET", url: `/api/v1/user/preview-visual-signature?id=${withoutQr.id}&density=2`, token });
    const qr = await analyse(shown.rawPayload);
    const plain = await analyse(hidden.rawPayload);
    // A QR code is about half dark modules; the same corner without it is blank.
    const qrArea = qr.count(QR_AREA, qr.dark);
    expect(qrArea).toBeGreaterThan(2000);
    expect(plain.count(QR_AREA, plain.dark)).toBeLessThan(qrArea / 10);
  });

  it("previews unsaved fields over a saved signature, with its uploaded image", async () => {
    const { token } = await signedIn();
    const saved = await create(token, { name: "Ada Muster" });
    const red = await sharp(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="160"><path d="M20 120 C 100 0, 200 200, 380 40" stroke="#e00000" stroke-width="14" fill="none"/></svg>'),
    )
      .png()
      .toBuffer();
    const uploaded = await testApp.request({ method: "POST", url: `/api/v1/images/signature/${saved.id}`, token, payload: red, headers: { "content-type": "image/png" } });
    expect(uploaded.statusCode).toBe(200);

    const response = await testApp.request({
      method: "POST",
      url: `/api/v1/user/preview-visual-signature?id=${saved.id}`,
      token,
      payload: { displayQr: true, location: "Zürich" },
    });
    expect(response.statusCode, response.body).toBe(200);
    const picture = await analyse(response.rawPayload);
    expect(picture.count(NAME_AREA, picture.red)).toBeGreaterThan(200);
    expect(picture.count(QR_AREA, picture.dark)).toBeGreaterThan(300);
    // The preview saved nothing.
    const after = await testApp.request({ method: "GET", url: `/api/v1/user/visual-signatures/${saved.id}`, token });
    expect(after.json()).toMatchObject({ displayQr: false, location: null });
  });

  it("previews fields of a signature not saved yet, including a CJK name", async () => {
    const { token } = await signedIn();
    const response = await testApp.request({ method: "POST", url: "/api/v1/user/preview-visual-signature", token, payload: { name: "山田太郎", language: "it" } });
    expect(response.statusCode, response.body).toBe(200);
    const picture = await analyse(response.rawPayload);
    expect(picture.count(NAME_AREA, picture.dark)).toBeGreaterThan(100);
  });

  it("answers 304 to a matching If-None-Match, and a new ETag after a change or a minute", async () => {
    const { token } = await signedIn();
    const saved = await create(token, { name: "Ada Muster" });
    const url = `/api/v1/user/preview-visual-signature?id=${saved.id}`;
    const first = await testApp.request({ method: "GET", url, token });
    const etag = String(first.headers.etag);
    const cached = await testApp.request({ method: "GET", url, token, headers: { "if-none-match": etag } });
    expect(cached.statusCode).toBe(304);
    expect(cached.rawPayload.length).toBe(0);

    await testApp.request({ method: "PUT", url: `/api/v1/user/visual-signatures/${saved.id}`, token, payload: { location: "Bern" } });
    const changed = await testApp.request({ method: "GET", url, token, headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    const changedEtag = String(changed.headers.etag);
    expect(changedEtag).not.toBe(etag);
    testApp.clock.advance(60_000);
    const later = await testApp.request({ method: "GET", url, token, headers: { "if-none-match": changedEtag } });
    expect(later.statusCode).toBe(200);
  });

  it("respects locked display flags in previews too", async () => {
    const { user, token } = await signedIn();
    await testApp.context.db
      .updateTable("users")
      .set({ visual_signature_permissions: JSON.stringify({ claim: { canUpdate: false, defaultValue: true } }) })
      .where("id", "=", user.id)
      .execute();
    const response = await testApp.request({ method: "POST", url: "/api/v1/user/preview-visual-signature", token, payload: { displayClaim: false } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "visual_signature_setting_locked" });
  });

  it.each([
    ["a width over 1200", "?width=5000"],
    ["a height under 40", "?height=10"],
    ["density 3", "?density=3"],
    ["an unknown parameter", "?size=big"],
    ["an id that is not a uuid", "?id=abc"],
  ])("refuses %s with 400", async (_name, query) => {
    const { token } = await signedIn();
    const response = await testApp.request({ method: "GET", url: `/api/v1/user/preview-visual-signature${query}`, token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "validation_failed" });
  });

  it("answers 404 for a signature id that does not exist", async () => {
    const { token } = await signedIn();
    const response = await testApp.request({ method: "GET", url: `/api/v1/user/preview-visual-signature?id=${crypto.randomUUID()}`, token });
    expect(response.statusCode).toBe(404);
  });

  it("renders each change of an image-and-QR signature anew", async () => {
    const { token } = await signedIn();
    const saved = await create(token, { name: "Ada Muster", optionalLine: "Muster AG", location: "Bern", displayQr: true });
    const drawn = await sharp(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="400"><path d="M40 300 C 300 0, 500 400, 860 80" stroke="#102060" stroke-width="12" fill="none"/></svg>'),
    )
      .png()
      .toBuffer();
    await testApp.request({ method: "POST", url: `/api/v1/images/signature/${saved.id}`, token, payload: drawn, headers: { "content-type": "image/png" } });
    // Timings are measured by `npm run bench` (bench/preview.bench.ts); here: every change renders anew.
    const etags = new Set<string>();
    for (let round = 0; round < 5; round += 1) {
      const response = await testApp.request({
        method: "POST",
        url: `/api/v1/user/preview-visual-signature?id=${saved.id}&density=2`,
        token,
        payload: { location: `Bern ${round}` },
      });
      expect(response.statusCode).toBe(200);
      etags.add(String(response.headers.etag));
    }
    expect(etags.size).toBe(5);
  });
});
