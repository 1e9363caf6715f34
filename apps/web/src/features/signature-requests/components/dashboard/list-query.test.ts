import { describe, expect, it } from "vitest";
import { countPages } from "../../../../shared/ui/pagination/pagination.tsx";
import { buildListQuery } from "./list-query.ts";
import { DEFAULT_PREFERENCES } from "./view-preferences.ts";

describe("the dashboard's list call", () => {
  it("asks for the tab with the default view and no empty filters", () => {
    expect(buildListQuery("inbox", "  ", DEFAULT_PREFERENCES, 1)).toEqual({
      tab: "inbox",
      page: 1,
      size: 25,
      sortBy: "createdAt",
      sortOrder: "desc",
      dateTimeMode: "created",
      sendBy: "all",
    });
  });

  it("carries the search text, statuses, dates, sender, sort and page size", () => {
    const query = buildListQuery(
      "search",
      " lease ",
      { ...DEFAULT_PREFERENCES, filters: ["open", "expired"], dates: { from: "2026-02-01", to: null }, currentTimeMode: "updated", sentByMe: "others", sort: { by: "title", order: "asc" }, pageSize: 50 },
      3,
    );
    expect(query).toEqual({
      tab: "search",
      page: 3,
      size: 50,
      search: "lease",
      status: ["open", "expired"],
      dateFrom: "2026-02-01",
      dateTimeMode: "updated",
      sendBy: "others",
      sortBy: "title",
      sortOrder: "asc",
    });
  });

  it("counts pages, at least one", () => {
    expect(countPages(0, 25)).toBe(1);
    expect(countPages(25, 25)).toBe(1);
    expect(countPages(26, 25)).toBe(2);
    expect(countPages(101, 50)).toBe(3);
  });
});
