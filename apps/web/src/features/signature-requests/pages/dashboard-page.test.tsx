import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";
import { preferencesCookieName, readPreferences } from "../components/dashboard/view-preferences.ts";

const item = {
  id: "11111111-1111-4111-8111-111111111111",
  title: "Lease agreement",
  status: "open",
  createdAt: "2026-03-01T09:00:00.000Z",
  updatedAt: "2026-03-02T09:00:00.000Z",
  expiresAt: null,
  owner: { id: "user-2", email: "bea@example.com", firstName: "Bea", lastName: "Keller" },
  myRole: "signer",
  mySignerStatus: "open",
  signers: [
    { email: "ada@example.com", status: "open" },
    { email: "carl@example.com", status: "signed" },
  ],
  documentCount: 2,
};

function listHandler(queries: URLSearchParams[], total = 1): FakeHandler {
  return ({ url }) => {
    queries.push(url.searchParams);
    const size = Number(url.searchParams.get("size"));
    return json(200, { items: [item], page: Number(url.searchParams.get("page")), size, total });
  };
}

beforeEach(() => {
  document.cookie = `${preferencesCookieName("user-1")}=; Max-Age=0; Path=/`;
});

describe("dashboard", () => {
  it("writes a missing tab and search into the URL by replacement and lists the inbox", async () => {
    const queries: URLSearchParams[] = [];
    const app = await renderApp("/", { "GET /api/v1/user": () => json(200, makeUser()), "GET /api/v3/signature-requests-redesign": listHandler(queries) }, { token: "t" });
    await screen.findByRole("link", { name: "Lease agreement" });
    await app.expectLocation("/?tab=inbox&q=");
    // Replaced, not pushed: going back does not return to the bare URL.
    expect(app.router.state.historyAction).toBe("REPLACE");
    expect(queries.at(-1)?.get("tab")).toBe("inbox");
    expect(screen.getByText("1 of 2 signed")).toBeTruthy();
    expect(screen.getByText("your turn", { exact: false })).toBeTruthy();
    expect(screen.getByText("Bea Keller")).toBeTruthy();
  });

  it("sends the search text and filters, and keeps them in the user's cookie", async () => {
    const queries: URLSearchParams[] = [];
    const app = await renderApp(
      "/dashboard?tab=search&q=lease",
      { "GET /api/v1/user": () => json(200, makeUser()), "GET /api/v3/signature-requests-redesign": listHandler(queries) },
      { token: "t" },
    );
    await screen.findByRole("link", { name: "Lease agreement" });
    expect(queries.at(-1)?.get("search")).toBe("lease");
    fireEvent.click(screen.getByRole("button", { name: "Declined" }));
    fireEvent.click(screen.getByRole("button", { name: "In progress" }));
    fireEvent.change(screen.getByLabelText("Requests per page"), { target: { value: "100" } });
    fireEvent.change(screen.getByLabelText("Sent by"), { target: { value: "others" } });
    // Typed as en-gb writes dates (day/month/year), whatever the browser's locale.
    fireEvent.change(screen.getByLabelText(/^From/), { target: { value: "01/01/2026" } });
    await waitFor(() => expect(queries.at(-1)?.get("size")).toBe("100"));
    const last = queries.at(-1);
    expect(last?.getAll("status")).toEqual(["declined", "open"]);
    expect(last?.get("sendBy")).toBe("others");
    expect(last?.get("dateFrom")).toBe("2026-01-01");
    expect(readPreferences("user-1")).toMatchObject({ filters: ["declined", "open"], pageSize: 100, sentByMe: "others", dates: { from: "2026-01-01", to: null } });
    await app.expectLocation("/dashboard?tab=search&q=lease");
  });

  it("restores the saved view on the next visit and remembers the last tab", async () => {
    const queries: URLSearchParams[] = [];
    const handlers = { "GET /api/v1/user": () => json(200, makeUser()), "GET /api/v3/signature-requests-redesign": listHandler(queries) };
    const first = await renderApp("/dashboard?tab=drafts&q=", handlers, { token: "t" });
    await screen.findByRole("link", { name: "Lease agreement" });
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "title" } });
    fireEvent.change(screen.getByLabelText("Order"), { target: { value: "asc" } });
    await waitFor(() => expect(queries.at(-1)?.get("sortOrder")).toBe("asc"));
    // Back to the bare dashboard: the last selected tab is written into the URL.
    await first.router.navigate("/dashboard");
    await waitFor(() => expect(first.location()).toBe("/dashboard?tab=drafts&q="));
    first.unmount();

    // A new page load: the view comes back from the cookie.
    await renderApp("/dashboard?tab=search&q=", handlers, { token: "t" });
    await screen.findByRole("link", { name: "Lease agreement" });
    expect((screen.getByLabelText("Sort by") as HTMLSelectElement).value).toBe("title");
    expect((screen.getByLabelText("Order") as HTMLSelectElement).value).toBe("asc");
    expect(queries.at(-1)?.get("sortBy")).toBe("title");
  });

  it("pages through the list", async () => {
    const queries: URLSearchParams[] = [];
    await renderApp(
      "/dashboard?tab=search&q=",
      { "GET /api/v1/user": () => json(200, makeUser()), "GET /api/v3/signature-requests-redesign": listHandler(queries, 60) },
      { token: "t" },
    );
    await screen.findByText("1–25 of 60");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(queries.at(-1)?.get("page")).toBe("2"));
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
  });

  it("starts a request at /upload without creating a draft, and invites the first upload when empty", async () => {
    const app = await renderApp(
      "/dashboard?tab=inbox&q=",
      {
        "GET /api/v1/user": () => json(200, makeUser()),
        "GET /api/v3/signature-requests-redesign": () => json(200, { items: [], page: 1, size: 25, total: 0 }),
      },
      { token: "t" },
    );
    await screen.findByRole("heading", { name: "Nothing is waiting for you" });
    expect(screen.getByRole("heading", { name: "Start with a document" })).toBeTruthy();
    expect(screen.getByTestId("drop-zone")).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "New request" }));
    await app.expectLocation("/upload");
    expect(app.calls.some((call) => call.key === "POST /api/v3/signature-requests")).toBe(false);
  });

});
