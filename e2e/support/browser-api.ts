import { expect } from "vitest";
import type { Page } from "playwright-core";
import { makeSimplePdf } from "./simple-pdf.ts";

/** A call to the API with the token of the account logged in on the page. */
export async function callAsPage<T>(serverUrl: string, page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  const token = await page.evaluate(() => window.localStorage.getItem("paraph-token"));
  const response = await fetch(`${serverUrl}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** The TAN of the `count`-th text message to this number, once the outbox holds that many. */
export async function waitForTan(serverUrl: string, mobile: string, count: number): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(`${serverUrl}/api/dev/mail?to=${encodeURIComponent(mobile)}`);
    const texts = ((await response.json()) as { mails: { template: string; text: string }[] }).mails.filter((mail) => mail.template === "sms");
    const newest = texts[0];
    if (texts.length >= count && newest) {
      const tan = /\b(\d{6})\b/.exec(newest.text)?.[1];
      if (tan) return tan;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no text message number ${count} reached ${mobile}`);
}

/** Uploads a generated PDF of `pageCount` pages as a document of the page's account; its id. */
export async function uploadDocumentAsPage(serverUrl: string, page: Page, title: string, pageCount: number): Promise<string> {
  const uploaded = await callAsPage<{ documents: { id: string }[] }>(serverUrl, page, "POST", "/v3/documents", {
    title,
    content: makeSimplePdf(title, pageCount).toString("base64"),
  });
  expect(uploaded.status).toBe(201);
  return uploaded.body.documents[0]?.id ?? "";
}
