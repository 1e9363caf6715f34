import "../../../test/dom-cleanup.ts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BusinessStatistics, StatisticsMonth } from "@paraph/contracts";
import { json, renderApp, type FakeHandler } from "../../../test/render-app.tsx";
import { makeUser } from "../../../test/user-factory.ts";

const BUSINESS = { id: "b1", name: "Muster AG", isAdmin: true, isMember: true, seals: [] };
const admin = makeUser({ business: BUSINESS });
const URL_PATH = "/api/v2/businesses/b1/statistics";

const none = { signatures: { ses: 0, aes: 0, qes: 0, seal: 0, total: 0 }, requests: { sent: 0, completed: 0, declined: 0, withdrawn: 0, expired: 0 } };
const october: StatisticsMonth = {
  month: "2026-10",
  signatures: { ses: 3, aes: 1, qes: 0, seal: 2, total: 6 },
  requests: { sent: 1234, completed: 2, declined: 1, withdrawn: 0, expired: 0 },
};
const november: StatisticsMonth = { month: "2026-11", ...none };
const FIGURES: BusinessStatistics = {
  range: { from: "2026-10-01", to: "2026-11-25" },
  months: [october, november],
  totals: { signatures: october.signatures, requests: october.requests },
  medianSecondsToComplete: 3 * 3600,
  topSenders: [
    { userId: "u2", firstName: "Max", lastName: "Member", email: "max@muster.ch", isDeleted: false, sent: 1000 },
    { userId: "u3", firstName: "", lastName: "", email: "", isDeleted: true, sent: 234 },
  ],
};
const EMPTY: BusinessStatistics = { ...FIGURES, months: [{ ...october, ...none }, november], totals: none, medianSecondsToComplete: null, topSenders: [] };

function recording(handler: FakeHandler) {
  const urls: URL[] = [];
  const handlers: Record<string, FakeHandler> = {
    "GET /api/v1/user": () => json(200, admin),
    [`GET ${URL_PATH}`]: (request) => {
      urls.push(request.url);
      return handler(request);
    },
  };
  return { urls, handlers };
}

describe("/business/dashboard", () => {
  it("shows the totals, both charts with their tables for screen readers, and the top senders", async () => {
    const { urls, handlers } = recording(() => json(200, FIGURES));
    await renderApp("/business/dashboard", handlers, { token: "t" });
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("Business dashboard - Paraph"));
    // The server's default range: no dates asked for.
    expect(Object.fromEntries(urls[0]?.searchParams ?? [])).toEqual({});
    expect(await screen.findByText("Figures from 1 Oct 2026 to 25 Nov 2026")).toBeTruthy();

    const summary = screen.getByText("Requests sent", { selector: "dt" }).closest("dl") as HTMLElement;
    expect(within(summary).getByText("1,234")).toBeTruthy();
    expect(within(summary).getByText("3 hours")).toBeTruthy();

    // Each chart is a figure named by its caption; its SVG is hidden from screen readers, its table is not.
    const signatures = screen.getByRole("figure", { name: "Signatures per month by quality" });
    expect(within(signatures).getByTestId("monthly-chart").getAttribute("aria-hidden")).toBe("true");
    const signatureTable = within(signatures).getByRole("table", { name: "Signatures per month by quality" });
    expect(within(signatureTable).getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual(["Month", "SES", "AES", "QES", "Seal"]);
    const octoberRow = within(signatureTable).getByRole("rowheader", { name: "October 2026" }).closest("tr") as HTMLElement;
    expect(within(octoberRow).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["3", "1", "0", "2"]);
    const requests = within(screen.getByRole("figure", { name: "Requests per month" })).getByRole("table");
    const requestRow = within(requests).getByRole("rowheader", { name: "October 2026" }).closest("tr") as HTMLElement;
    expect(within(requestRow).getAllByRole("cell").map((cell) => cell.textContent)).toEqual(["1,234", "2", "1", "0", "0"]);

    const senders = within(screen.getByRole("region", { name: "Top senders" })).getByRole("table");
    expect(within(senders).getAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["Max Member", "Deleted account"]);

    // The toggle shows the tables instead of the charts.
    expect(signatureTable.parentElement?.className).toBe("visually-hidden");
    fireEvent.click(screen.getByLabelText("Show the figures as tables"));
    await waitFor(() => expect(screen.queryByTestId("monthly-chart")).toBeNull());
    expect(screen.getByRole("table", { name: "Signatures per month by quality" }).parentElement?.className).not.toBe("visually-hidden");
  });

  it("asks for the chosen range, and not while it is reversed or longer than two years", async () => {
    const { urls, handlers } = recording(({ url }) => json(200, { ...FIGURES, range: { from: url.searchParams.get("from") ?? "2026-10-01", to: url.searchParams.get("to") ?? "2026-11-25" } }));
    await renderApp("/business/dashboard", handlers, { token: "t" });
    await screen.findByRole("figure", { name: "Requests per month" });

    fireEvent.change(screen.getByLabelText("To"), { target: { value: "30/06/2026" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "01/07/2026" } });
    expect((await screen.findByRole("alert")).textContent).toBe("The start date must not be after the end date.");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "29/06/2024" } });
    expect((await screen.findByRole("alert")).textContent).toBe("The date range may cover at most two years.");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "01/01/2026" } });
    await waitFor(() => expect(Object.fromEntries(urls.at(-1)?.searchParams ?? [])).toEqual({ from: "2026-01-01", to: "2026-06-30" }));
    expect(urls.some((url) => url.searchParams.get("from") === "2026-07-01" || url.searchParams.get("from") === "2024-06-29")).toBe(false);
    expect(await screen.findByText("Figures from 1 Jan 2026 to 30 Jun 2026")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says when nothing happened in the range", async () => {
    await renderApp("/business/dashboard", recording(() => json(200, EMPTY)).handlers, { token: "t" });
    expect(await screen.findByText("Nothing was signed or sent in this date range.")).toBeTruthy();
    expect(screen.getByText("None completed")).toBeTruthy();
    expect(screen.queryByRole("figure")).toBeNull();
  });

  it("shows the server's refusal in words", async () => {
    await renderApp("/business/dashboard", recording(() => json(400, { code: "statistics_range_too_long", message: "", details: { maxDays: 731 } })).handlers, { token: "t" });
    expect((await screen.findByRole("alert")).textContent).toBe("The date range may cover at most two years.");
  });

  it("formats numbers and months for the user's language", async () => {
    const handlers = recording(() => json(200, FIGURES)).handlers;
    handlers["GET /api/v1/user"] = () => json(200, makeUser({ business: BUSINESS, attributes: { lang: "de-ch" } }));
    await renderApp("/business/dashboard", handlers, { token: "t", language: "de-ch" });
    const table = await screen.findByRole("table", { name: "Signaturen pro Monat nach Qualität" });
    expect(within(table).getByRole("rowheader", { name: "Oktober 2026" })).toBeTruthy();
    expect(screen.getByText("Versendete Anfragen", { selector: "dt" }).nextElementSibling?.textContent).toBe(new Intl.NumberFormat("de-ch").format(1234));
    expect(new Intl.NumberFormat("de-ch").format(1234)).not.toBe("1,234");
    expect(screen.getByText("3 Stunden")).toBeTruthy();
  });
});
