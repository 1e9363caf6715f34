import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccountActivity, IdentificationActivity, SignatureActivity } from "@paraph/contracts";
import { json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";

afterEach(() => vi.restoreAllMocks());

const BUSINESS = { id: "b1", name: "Muster AG", isAdmin: true, isMember: true, seals: [] };
const admin = makeUser({ business: BUSINESS });
const RANGE = { startDate: "2026-10-27", endDate: "2026-11-25" };
const BASE = "/api/v2/businesses/b1/activities";

function pageOf<T>(items: T[], url: URL, extra: { total?: number; totalIsCapped?: boolean } = {}) {
  const size = Number(url.searchParams.get("size") ?? 25);
  return {
    items,
    page: Number(url.searchParams.get("page") ?? 1),
    size,
    total: extra.total ?? items.length,
    totalIsCapped: extra.totalIsCapped ?? false,
    range: { startDate: url.searchParams.get("start_date") ?? RANGE.startDate, endDate: url.searchParams.get("end_date") ?? RANGE.endDate },
  };
}

const account: AccountActivity = {
  userId: "u1",
  firstName: "Ada",
  lastName: "Admin",
  email: "ada@muster.ch",
  role: "admin",
  joinedAt: "2026-01-05T10:00:00.000Z",
  lastLoginAt: null,
  signatureCount: 7,
};
const signature: SignatureActivity = {
  id: "s1",
  signedAt: "2026-11-20T14:30:00.000Z",
  member: { userId: "u2", firstName: "Max", lastName: "Member", email: "max@muster.ch", isDeleted: false },
  signatureRequestId: "r1",
  title: "Lease contract",
  quality: "aes",
  legislation: "zertes",
  kind: "seal",
  sealAccountName: "muster-seal",
};
const identification: IdentificationActivity = {
  id: "i1",
  createdAt: "2026-11-19T08:00:00.000Z",
  completedAt: null,
  member: { userId: "u2", firstName: "", lastName: "", email: "", isDeleted: true },
  provider: "srs",
  method: "video",
  legislation: "eidas",
  status: "inprogress",
  isDemo: true,
};

function handlers(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    "GET /api/v1/user": () => json(200, admin),
    [`GET ${BASE}/accounts`]: ({ url }) => json(200, pageOf([account], url)),
    [`GET ${BASE}/signatures`]: ({ url }) => json(200, pageOf([signature], url, { total: 60 })),
    [`GET ${BASE}/identifications`]: ({ url }) => json(200, pageOf([identification], url)),
    ...overrides,
  };
}

/** The query of each call to a list, in order, as name=value pairs. */
function listCalls(calls: Array<{ key: string }>, urls: URL[], tab: string) {
  return urls.filter((url) => url.pathname === `${BASE}/${tab}`).map((url) => Object.fromEntries(url.searchParams));
}

function recording(base: Record<string, FakeHandler>) {
  const urls: URL[] = [];
  const wrapped = Object.fromEntries(
    Object.entries(base).map(([key, handler]) => [
      key,
      ((request) => {
        urls.push(request.url);
        return handler(request);
      }) as FakeHandler,
    ]),
  );
  return { urls, handlers: wrapped };
}

describe("/business/activity", () => {
  it("is where /business/members/activity leads an admin, and opens on the accounts tab", async () => {
    const app = await renderApp("/business/members/activity", handlers(), { token: "t" });
    await app.expectLocation("/business/activity");
    expect(await screen.findByRole("heading", { level: 1, name: "Activity" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Activity - Paraph"));
    expect(screen.getByRole("tab", { name: "Accounts" }).getAttribute("aria-selected")).toBe("true");
    const row = (await screen.findByRole("cell", { name: "ada@muster.ch" })).closest("tr") as HTMLElement;
    expect(within(row).getByRole("cell", { name: "Ada Admin" })).toBeTruthy();
    expect(within(row).getByRole("cell", { name: "Admin" })).toBeTruthy();
    expect(within(row).getByRole("cell", { name: "Never" })).toBeTruthy();
    expect(within(row).getByRole("cell", { name: "7" })).toBeTruthy();
    // No export on the accounts tab: spec §7 has none.
    expect(screen.queryByRole("button", { name: "Export CSV" })).toBeNull();
  });

  it("lists signatures, and sorts, pages and resizes through the API's parameters", async () => {
    const { urls, handlers: recorded } = recording(handlers());
    const app = await renderApp("/business/activity?tab=signatures", recorded, { token: "t" });
    const row = (await screen.findByRole("cell", { name: "Lease contract" })).closest("tr") as HTMLElement;
    expect(within(row).getByRole("cell", { name: /Max Member/ })).toBeTruthy();
    expect(within(row).getByRole("cell", { name: "AES" })).toBeTruthy();
    expect(within(row).getByRole("cell", { name: "ZertES" })).toBeTruthy();
    expect(within(row).getByRole("cell", { name: "Seal muster-seal" })).toBeTruthy();
    expect(screen.getByText("1–25 of 60")).toBeTruthy();
    expect(listCalls(app.calls, urls, "signatures")[0]).toEqual({ page: "1", size: "25", sort: "signedAt,desc" });
    const signedHeader = screen.getByRole("columnheader", { name: /^Signed ▼/ });
    expect(signedHeader.getAttribute("aria-sort")).toBe("descending");

    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(listCalls(app.calls, urls, "signatures").at(-1)).toEqual({ page: "2", size: "25", sort: "signedAt,desc" }));
    fireEvent.click(screen.getByRole("button", { name: /^Quality/ }));
    await waitFor(() => expect(listCalls(app.calls, urls, "signatures").at(-1)).toEqual({ page: "1", size: "25", sort: "quality,asc" }));
    fireEvent.click(screen.getByRole("button", { name: /^Quality/ }));
    await waitFor(() => expect(listCalls(app.calls, urls, "signatures").at(-1)).toEqual({ page: "1", size: "25", sort: "quality,desc" }));
    fireEvent.change(screen.getByLabelText("Rows per page"), { target: { value: "100" } });
    await waitFor(() => expect(listCalls(app.calls, urls, "signatures").at(-1)).toEqual({ page: "1", size: "100", sort: "quality,desc" }));
    expect([...(screen.getByLabelText("Rows per page") as HTMLSelectElement).options].map((option) => option.value)).toEqual(["25", "50", "100"]);
  });

  it("asks for the chosen dates, and not at all while the range is reversed", async () => {
    const { urls, handlers: recorded } = recording(handlers());
    const app = await renderApp("/business/activity?tab=identifications", recorded, { token: "t" });
    await screen.findByRole("cell", { name: "Deleted account" });
    expect(screen.getByRole("cell", { name: "Video · eIDAS" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "In progress (demo)" })).toBeTruthy();

    // Dates are typed as the interface language writes them (en-gb: day/month/year), not in the browser's native date input.
    const from = screen.getByLabelText("From") as HTMLInputElement;
    expect([from.type, from.placeholder]).toEqual(["text", "31/12/2026"]);
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "01/11/2026" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "10/11/2026" } });
    expect((await screen.findByRole("alert")).textContent).toBe("The start date must not be after the end date.");
    const before = listCalls(app.calls, urls, "identifications").length;
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "01/10/2026" } });
    await waitFor(() =>
      expect(listCalls(app.calls, urls, "identifications").at(-1)).toEqual({ page: "1", size: "25", sort: "createdAt,desc", start_date: "2026-10-01", end_date: "2026-11-01" }),
    );
    expect(listCalls(app.calls, urls, "identifications").slice(before, -1).some((query) => query.start_date === "2026-11-10")).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("downloads the export of the range shown, named as spec §9 says", async () => {
    const exports: URL[] = [];
    const csv: FakeHandler = ({ url }) => {
      exports.push(url);
      return new Response("\uFEFFSigned at (UTC)\r\n", { status: 200, headers: { "Content-Type": "text/csv; charset=utf-8" } });
    };
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:export");
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderApp("/business/activity?tab=signatures", handlers({ [`GET ${BASE}/signatures/export`]: csv, [`GET ${BASE}/identifications/export`]: csv }), { token: "t" });
    await screen.findByRole("cell", { name: "Lease contract" });

    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved).toEqual(["signature_usage_20261027_20261125.csv"]));
    expect(Object.fromEntries(exports[0]?.searchParams ?? [])).toEqual({ start_date: "2026-10-27", end_date: "2026-11-25" });

    fireEvent.change(screen.getByLabelText("Export"), { target: { value: "cost_centers" } });
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved.at(-1)).toBe("cost_centre_report_20261027_20261125.csv"));
    expect(exports[1]?.searchParams.get("group_by")).toBe("cost_centers");

    fireEvent.click(screen.getByRole("tab", { name: "Identifications" }));
    await screen.findByRole("cell", { name: "Deleted account" });
    fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(saved.at(-1)).toBe("identification_usage_20261027_20261125.csv"));
    expect(exports[2]?.pathname).toBe(`${BASE}/identifications/export`);
  });

  it("says when a list cannot be loaded", async () => {
    await renderApp("/business/activity", handlers({ [`GET ${BASE}/accounts`]: () => json(403, { code: "business_admin_required", message: "", details: {} }) }), { token: "t" });
    expect((await screen.findByRole("alert")).textContent).toBe("The activity could not be loaded.");
  });

  it("speaks the user's language", async () => {
    await renderApp("/business/activity", handlers({ "GET /api/v1/user": () => json(200, makeUser({ business: BUSINESS, attributes: { lang: "de-ch" } })) }), {
      token: "t",
      language: "de-ch",
    });
    expect(await screen.findByRole("tab", { name: "Signaturen" })).toBeTruthy();
    expect(await screen.findByRole("cell", { name: "Nie" })).toBeTruthy();
  });
});
