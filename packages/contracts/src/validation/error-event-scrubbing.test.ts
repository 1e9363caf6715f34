import { describe, expect, it } from "vitest";
import { scrubBreadcrumb, scrubErrorEvent, scrubText, scrubUrl, tracePropagationTargetsFor } from "./error-event-scrubbing.ts";

describe("scrubbing error events", () => {
  it("takes e-mail addresses, file names and credential parameters out of text", () => {
    expect(scrubText("Mail to ada.lovelace+work@example.co.uk failed for Offer 2026.pdf and scan.JPEG")).toBe("Mail to [email] failed for Offer [file] and [file]");
    expect(scrubText("GET /api/x?token=abc123&page=2 with password=hunter2")).toBe("GET /api/x?token=[redacted]&page=2 with password=[redacted]");
    expect(scrubText(`Cannot read "Q3 board minutes (final).PDF" or 'Lohn 2026.xlsx'`)).toBe(`Cannot read "[file]" or '[file]'`);
    expect(scrubText("Nothing personal: code 42, status 500")).toBe("Nothing personal: code 42, status 500");
  });

  it("drops queries and fragments of URLs and replaces credential-like path segments, keeping ids", () => {
    expect(scrubUrl("https://sign.example.com/login?token=secret#top")).toBe("https://sign.example.com/login");
    const requestId = "0b6c1a52-4f1e-4b8e-9a43-6f2d8d1e2a10";
    const guestId = "Xq3v9K2mPz8RtY6wLb4NcJ7hD5sFg1Ae0uQiOoVkT2y";
    expect(scrubUrl(`https://sign.example.com/view/${requestId}/${guestId}`)).toBe(`https://sign.example.com/view/${requestId}/[redacted]`);
    expect(scrubUrl(`/api/v3/documents/${requestId}/pages/1?scale=100`)).toBe(`/api/v3/documents/${requestId}/pages/1`);
    expect(scrubUrl("https://sign.example.com")).toBe("https://sign.example.com");
  });

  it("keeps only an event's safe request headers, the user's id and scrubbed messages; bodies, cookies and extra data go", () => {
    const event = {
      message: "Upload of contract.pdf by grace@example.com failed",
      transaction: "/view/0b6c1a52-4f1e-4b8e-9a43-6f2d8d1e2a10/Xq3v9K2mPz8RtY6wLb4NcJ7hD5sFg1Ae0uQiOoVkT2y",
      request: {
        url: "https://sign.example.com/api/v3/documents?token=secret",
        query_string: "token=secret",
        data: { content: "JVBERi0x" },
        cookies: { session: "abc" },
        env: { REMOTE_ADDR: "203.0.113.7" },
        headers: { Authorization: "Bearer abc", Cookie: "session=abc", "User-Agent": "Firefox", "X-Request-Id": "req-1", "X-Forwarded-For": "203.0.113.7" },
      },
      user: { id: "u-1", email: "grace@example.com", ip_address: "203.0.113.7", username: "Grace Hopper" },
      breadcrumbs: [{ message: "fetch", data: { url: "/api/x?token=secret", method: "POST", request_body: "{\"email\":\"a@b.ch\"}" } }],
      exception: { values: [{ type: "Error", value: "No signer grace@example.com" }] },
      extra: { document: "content" },
      tags: { request_id: "req-1" },
    };
    const scrubbed = scrubErrorEvent(event);
    expect(scrubbed.message).toBe("Upload of [file] by [email] failed");
    expect(scrubbed.transaction).toBe("/view/0b6c1a52-4f1e-4b8e-9a43-6f2d8d1e2a10/[redacted]");
    expect(scrubbed.request).toEqual({ url: "https://sign.example.com/api/v3/documents", headers: { "User-Agent": "Firefox", "X-Request-Id": "req-1" } });
    expect(scrubbed.user).toEqual({ id: "u-1" });
    expect(scrubbed.breadcrumbs).toEqual([{ message: "fetch", data: { url: "/api/x", method: "POST" } }]);
    expect(scrubbed.exception.values).toEqual([{ type: "Error", value: "No signer [email]" }]);
    expect(scrubbed).not.toHaveProperty("extra");
    expect(scrubbed.tags).toEqual({ request_id: "req-1" });
    // The original is left as it was.
    expect(event.request.data).toEqual({ content: "JVBERi0x" });
  });

  it("scrubs navigation breadcrumbs of their queries and opaque tokens", () => {
    expect(scrubBreadcrumb({ data: { from: "/login?token=abc", to: "/view/0b6c1a52-4f1e-4b8e-9a43-6f2d8d1e2a10/Xq3v9K2mPz8RtY6wLb4NcJ7hD5sFg1Ae0uQiOoVkT2y" } })).toEqual({
      data: { from: "/login", to: "/view/0b6c1a52-4f1e-4b8e-9a43-6f2d8d1e2a10/[redacted]" },
    });
  });
});

describe("trace propagation targets", () => {
  it("are Paraph's own origin and its relative API paths only", () => {
    const targets = tracePropagationTargetsFor("https://sign.example.com");
    const matches = (url: string) => targets.some((target) => target.test(url));
    expect(matches("https://sign.example.com/api/v3/sign")).toBe(true);
    expect(matches("https://sign.example.com")).toBe(true);
    expect(matches("/api/v3/sign")).toBe(true);
    expect(matches("https://sign.example.com.evil.test/api")).toBe(false);
    expect(matches("https://hooks.customer.example/paraph")).toBe(false);
    expect(matches("/apiary")).toBe(false);
  });
});
