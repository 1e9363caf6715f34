import "../../../test/dom-cleanup.ts";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { makeUser } from "../../../test/user-factory.ts";
import { json, renderApp } from "../../../test/render-app.tsx";

function setLegalMeta(content: object): void {
  const meta = document.createElement("meta");
  meta.name = "paraph-legal";
  meta.content = JSON.stringify(content);
  document.head.append(meta);
}

afterEach(() => document.head.querySelectorAll('meta[name="paraph-legal"]').forEach((meta) => meta.remove()));

describe("the built-in terms of use and privacy notice", () => {
  it("say whose terms they are: the operator named by OPERATOR_NAME, running this installation of Paraph", async () => {
    setLegalMeta({ termsUrl: "/legal/terms", privacyUrl: "/legal/privacy", operatorName: "Example Trust AG" });
    await renderApp("/legal/terms", {});
    const article = await screen.findByRole("article");
    expect(within(article).getByRole("heading", { level: 1, name: "Terms of use" })).toBeTruthy();
    expect(article.textContent).toContain("These are the terms of use of this installation of Paraph at localhost");
    expect(article.textContent).toContain("It is run by Example Trust AG, who sets these terms");
    expect(article.textContent).toContain("The Paraph open-source project does not run this installation");
    expect(within(article).getByRole("heading", { name: "What they cover" })).toBeTruthy();
    expect(within(article).getByRole("link", { name: "Privacy notice" }).getAttribute("href")).toBe("/legal/privacy");
  });

  it("name the operator plainly when OPERATOR_NAME is unset, in the interface language", async () => {
    await renderApp("/legal/privacy", {}, { language: "de-ch" });
    const article = await screen.findByRole("article");
    expect(within(article).getByRole("heading", { level: 1, name: "Datenschutzerklärung" })).toBeTruthy();
    expect(article.textContent).toContain("Sie wird betrieben von der Betreiberin dieser Installation; sie entscheidet");
    expect(within(article).getByRole("heading", { name: "Was gespeichert wird" })).toBeTruthy();
  });

  it("are readable by a signed-in user who has not accepted the terms yet, without the dialog in the way", async () => {
    await renderApp("/legal/terms", { "GET /api/v1/user": () => json(200, makeUser({ attributes: { acceptedGtc: false } })) }, { token: "t" });
    await screen.findByRole("article");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
