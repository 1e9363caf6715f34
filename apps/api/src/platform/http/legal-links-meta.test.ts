import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLegalLinks } from "@paraph/contracts";
import { createTestApp } from "../../test-support/test-app.ts";
import { checkConfig } from "../config.ts";

/** The legal links the served index.html carries, read back as the web app reads them. */
async function servedLegalLinks(settings: Record<string, string>) {
  const app = await createTestApp(settings);
  try {
    const page = await app.request({ method: "GET", url: "/signup" });
    const content = /<meta name="paraph-legal" content="([^"]*)" \/>/.exec(page.body)?.[1];
    expect(content).toBeDefined();
    return parseLegalLinks((content ?? "").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));
  } finally {
    await app.close();
  }
}

describe("terms of use and privacy notice links", () => {
  let webDir: string;
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-web-"));
    await fs.writeFile(path.join(webDir, "index.html"), '<!doctype html><head><meta name="paraph-mode" content="development" /></head><div id=root></div>');
  });
  afterAll(async () => fs.rm(webDir, { recursive: true, force: true }));

  it("points at the web app's built-in pages when the operator set no URLs", async () => {
    expect(await servedLegalLinks({ WEB_DIST_DIR: webDir })).toEqual({ termsUrl: "/legal/terms", privacyUrl: "/legal/privacy", operatorName: null });
  });

  it("points at TERMS_URL and PRIVACY_URL and names OPERATOR_NAME, escaped in the HTML", async () => {
    const links = await servedLegalLinks({
      WEB_DIST_DIR: webDir,
      TERMS_URL: "https://sign.example.ch/terms?lang=en&v=2",
      PRIVACY_URL: "https://sign.example.ch/privacy",
      OPERATOR_NAME: 'Example "Sign" <AG> & Co',
    });
    expect(links).toEqual({ termsUrl: "https://sign.example.ch/terms?lang=en&v=2", privacyUrl: "https://sign.example.ch/privacy", operatorName: 'Example "Sign" <AG> & Co' });
  });

  it("refuses URLs that are not http(s) and names that are not one line", () => {
    const { problems } = checkConfig({ TERMS_URL: "javascript:alert(1)", PRIVACY_URL: "ftp://example.ch/privacy", OPERATOR_NAME: "Example\nAG" });
    expect(problems.map((problem) => problem.setting).sort()).toEqual(["OPERATOR_NAME", "PRIVACY_URL", "TERMS_URL"]);
    expect(checkConfig({ TERMS_URL: "http://intranet.example/terms", OPERATOR_NAME: "  Example AG  " }).config).toMatchObject({ TERMS_URL: "http://intranet.example/terms", OPERATOR_NAME: "Example AG" });
  });

  it("reads an unreadable or hostile meta tag as the built-in pages", () => {
    expect(parseLegalLinks(undefined)).toEqual({ termsUrl: "/legal/terms", privacyUrl: "/legal/privacy", operatorName: null });
    expect(parseLegalLinks("{not json")).toEqual({ termsUrl: "/legal/terms", privacyUrl: "/legal/privacy", operatorName: null });
    expect(parseLegalLinks(JSON.stringify({ termsUrl: "javascript:alert(1)", privacyUrl: "//evil.example", operatorName: 42 }))).toEqual({
      termsUrl: "/legal/terms",
      privacyUrl: "/legal/privacy",
      operatorName: null,
    });
  });
});
