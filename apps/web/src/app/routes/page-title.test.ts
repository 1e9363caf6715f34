import { describe, expect, it } from "vitest";
import { deriveTitleFromPath, formatDocumentTitle, resolvePageTitle } from "./page-title.ts";

describe("page title rule", () => {
  it("splits the last segment at dashes and capitalises each word", () => {
    expect(deriveTitleFromPath("/profile/change-password")).toBe("Change Password");
    expect(deriveTitleFromPath("/business/profile/aes-for-business")).toBe("Aes For Business");
  });

  it("skips parameter segments", () => {
    expect(deriveTitleFromPath("/business/seals/:accountname")).toBe("Seals");
    expect(deriveTitleFromPath("/view/:id/:userid")).toBe("View");
  });

  it("gives an empty title for the root", () => {
    expect(deriveTitleFromPath("/")).toBe("");
  });

  it("prefers a string title meta and translates it", () => {
    const translate = (key: string) => (key === "titles.login" ? "Anmelden" : key);
    expect(resolvePageTitle({ path: "/login", title: "titles.login" }, translate)).toBe("Anmelden");
  });

  it("ignores a title meta that is not a string", () => {
    expect(resolvePageTitle({ path: "/password-reset/mail-sent", title: 42 }, (key) => key)).toBe("Mail Sent");
  });

  it("formats '{title} - {product}' or the product name alone", () => {
    expect(formatDocumentTitle("Settings")).toBe("Settings - Paraph");
    expect(formatDocumentTitle("")).toBe("Paraph");
  });
});
