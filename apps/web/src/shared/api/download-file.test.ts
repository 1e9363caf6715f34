import "../../test/dom-cleanup.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getSignatureRequestReport } from "@paraph/contracts";
import type { ApiClient } from "./api-client.ts";
import { downloadFile, safeFileName } from "./download-file.ts";

afterEach(() => vi.restoreAllMocks());

describe("downloads", () => {
  it("fetches the file through the API client and saves it under the given name", async () => {
    const blob = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const requestBlob = vi.fn(async () => blob);
    const api = { requestBlob } as unknown as ApiClient;
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:protocol");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    await downloadFile(api, getSignatureRequestReport, { params: { id: "r1" }, query: { type: "protocol" } }, "Lease.pdf");
    expect(requestBlob).toHaveBeenCalledWith(getSignatureRequestReport, { params: { id: "r1" }, query: { type: "protocol" } });
    expect(created).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: "blob:protocol", download: "Lease.pdf" }]);
    expect(document.querySelector("a[download]")).toBeNull();
  });

  it("names files without characters file systems refuse", () => {
    expect(safeFileName('Lease: "Bern" / 2026?', "zip")).toBe("Lease Bern 2026.zip");
    expect(safeFileName("   ", "pdf")).toBe("signature-request.pdf");
  });
});
