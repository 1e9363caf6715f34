import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness } from "@paraph/contracts";
import { useServerAndBrowser } from "./support/browser-suite.ts";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { logInInBrowser, newQuietPage } from "./support/browser-accounts.ts";

/**
 * Issue 17, webhooks in the browser against the real server: an admin adds an endpoint pointing
 * at a receiver on 127.0.0.1 (allowed by WEBHOOKS_ALLOWED_HOSTS), sends a test and sees it
 * delivered in the log; the receiver checks the signature with the secret the page showed once.
 */
const suite = useServerAndBrowser({ env: { WEBHOOKS_ALLOWED_HOSTS: "127.0.0.1" } });

const ADMIN = { email: "ada.admin@webhooks.example", firstName: "Ada", lastName: "Admin" };

const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
let receiver: http.Server;
let receiverUrl = "";
beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/paraph-events`;
});
afterAll(async () => new Promise<void>((resolve) => receiver.close(() => resolve())));

describe("the webhooks page in the browser", () => {
  it("lets an admin add an endpoint, send a test and see it delivered", async () => {
    const adminToken = await signUpThroughApi(suite.server.url, ADMIN.email, ADMIN);
    const created = await callApi(suite.server.url, createBusiness.method, createBusiness.path, {
      token: adminToken,
      body: { name: "Hooks AG", email: "office@webhooks.example", gtc_accepted: true, dpa_accepted: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const page = await newQuietPage(suite.browser);
    await logInInBrowser(page, suite.server.url, ADMIN.email, API_PASSWORD);
    await page.goto(`${suite.server.url}/business/developers/webhooks`);
    await page.getByRole("heading", { name: "Webhooks", level: 1 }).waitFor();
    await page.getByText("The business has no webhook endpoint yet.").waitFor();
    expect(await seriousViolations(page), "empty page").toEqual([]);

    await page.getByRole("textbox", { name: /Endpoint URL/ }).fill(receiverUrl);
    await page.getByRole("textbox", { name: /Description/ }).fill("Our ERP");
    await page.getByRole("checkbox", { name: "signature_request.completed" }).check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await page.getByText("The endpoint is added.").waitFor();
    const secret = (await page.getByLabel("Signing secret").first().textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);
    const card = page.getByRole("article").filter({ hasText: receiverUrl });
    await card.getByText("Events: signature_request.completed").waitFor();

    await card.getByRole("button", { name: "Send test" }).click();
    await page.getByText("A test event is on its way.").waitFor();
    const log = card.getByRole("region", { name: "Deliveries of the last 30 days" });
    await expect.poll(async () => {
      await log.getByRole("button", { name: "Refresh" }).click();
      return log.getByRole("row").filter({ hasText: "ping" }).filter({ hasText: "Delivered" }).count();
    }, { timeout: 15_000 }).toBe(1);
    await log.getByRole("row").filter({ hasText: "ping" }).getByRole("cell", { name: "204" }).waitFor();

    const [delivery] = received;
    if (!delivery) throw new Error("the receiver got nothing");
    const [timestamp, signature] = String(delivery.headers["paraph-signature"]).split(",").map((part) => part.split("=")[1]);
    expect(signature).toBe(createHmac("sha256", secret).update(`${timestamp}.${delivery.body}`).digest("hex"));
    expect(JSON.parse(delivery.body)).toMatchObject({ type: "ping" });
    expect(await seriousViolations(page), "page with an endpoint and its log").toEqual([]);

    await card.getByRole("button", { name: "Roll secret" }).click();
    const dialog = page.getByRole("dialog", { name: "Roll the signing secret?" });
    await dialog.waitFor();
    expect(await seriousViolations(page), "roll dialog").toEqual([]);
    await dialog.getByRole("button", { name: "Roll secret" }).click();
    await card.getByText("The endpoint's new signing secret").waitFor();

    await card.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete the endpoint?" }).getByRole("button", { name: "Delete endpoint" }).click();
    await page.getByText("The business has no webhook endpoint yet.").waitFor();
    await page.close();
  });
});
