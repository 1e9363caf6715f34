import { describe, expect, it } from "vitest";
import { createBusiness, createSignatureRequest, getSignatureRequest, uploadDocument } from "@paraph/contracts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { newQuietPage } from "./support/browser-accounts.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";

/**
 * Issue 14, signer groups in Chromium: an admin keeps a group on the business's page through the
 * full-screen overlay, then adds it to a draft in the composer; the people become signers in the
 * group's order, and whoever signs already is not added twice.
 */
const suite = useServerAndBrowser();

// A fresh address per attempt: a retried test signs up again on the same server.
const newAdmin = () => ({ email: `ada.admin.${Date.now()}@groups.example`, firstName: "Ada", lastName: "Admin" });

describe("signer groups in the browser", () => {
  it("creates a group on the business's page and adds its people to a draft", async () => {
    const url = suite.server.url;
    const ADMIN = newAdmin();
    const token = await signUpThroughApi(url, ADMIN.email, ADMIN);
    const created = await callApi(url, createBusiness.method, createBusiness.path, {
      token,
      body: { name: "Gruppen AG", email: "office@groups.example", gtc_accepted: true, dpa_accepted: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uploaded = await callApi(url, uploadDocument.method, uploadDocument.path, {
      token,
      body: { title: "Budget", content: makeSimplePdf("Budget", 1).toString("base64") },
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const documentId = String((uploaded.body.documents as { id: string }[])[0]?.id);
    const draft = await callApi(url, createSignatureRequest.method, createSignatureRequest.path, {
      token,
      body: { title: "Budget 2027", documents: [documentId], signatures: [{ account_email: "cfo@groups.example" }] },
    });
    expect(draft.status, JSON.stringify(draft.body)).toBe(201);
    const requestId = String(draft.body.id);

    const page = await newQuietPage(suite.browser);
    await page.goto(`${url}/login`);
    await page.getByLabel("E-mail address").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(API_PASSWORD);
    await page.getByRole("button", { name: "Log in" }).click();
    await page.waitForURL((address) => address.pathname !== "/login");

    await page.goto(`${url}/business/members/signer-groups`);
    await page.getByText("0 of 20 groups; at most 50 people per group.").waitFor();
    await page.getByRole("button", { name: "Create signer group" }).click();
    const overlay = page.getByRole("dialog", { name: "Create signer group" });
    await overlay.getByLabel("Group name").fill("Finance approvers");
    await overlay.getByRole("group", { name: "Person 1" }).getByLabel("E-mail address").fill("CFO@groups.example");
    await overlay.getByRole("button", { name: "Add person" }).click();
    const second = overlay.getByRole("group", { name: "Person 2" });
    await second.getByLabel("E-mail address").fill("auditor@outside.example");
    await second.getByLabel(/Last name/).fill("Revisor");
    expect(await seriousViolations(page)).toEqual([]);
    await overlay.getByRole("button", { name: "Save group" }).click();
    await page.getByText("The signer group Finance approvers was saved.").waitFor();
    await overlay.waitFor({ state: "detached" });
    await page.getByRole("list", { name: "Signer groups" }).getByText("Finance approvers").waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${url}/view/${requestId}`);
    await page.getByRole("button", { name: "Add signer group" }).click();
    const dialog = page.getByRole("dialog", { name: "Add signer group" });
    await dialog.getByRole("radio", { name: "Finance approvers (2 people)" }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Add signers" }).click();
    await page.getByText("Signers added from Finance approvers: 1.").waitFor();
    await dialog.waitFor({ state: "detached" });

    const request = await callApi(url, getSignatureRequest.method, getSignatureRequest.path.replace(":id", requestId), { token });
    const signers = (request.body.signers as { email: string; lastName: string | null; status: string }[]).filter((signer) => signer.status !== "removed");
    expect(signers.map((signer) => [signer.email, signer.lastName])).toEqual([
      ["cfo@groups.example", null],
      ["auditor@outside.example", "Revisor"],
    ]);
  });
});
