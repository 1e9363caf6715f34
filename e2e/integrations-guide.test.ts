import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBusiness, createWebhook } from "@paraph/contracts";
import { verifyWebhook } from "@paraph/client";
import { API_PASSWORD, callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { launchBrowser } from "./support/browser.ts";
import { logInInBrowser, newQuietPage } from "./support/browser-accounts.ts";
import { provisionSeal } from "./support/seal-provisioning.ts";
import { findFreePort, startServer, type RunningServer } from "./support/server.ts";
import { expectValidSignatures, prepareSignatureValidators } from "./support/signature-checks.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";

/**
 * Issue 17's integrator, as a new one would go: the admin creates an API user (with the seal)
 * and a webhook endpoint in the browser, then docs/integrations.md's shell blocks run word for
 * word — log in with the key, upload, create and send a request — the signer signs in Chromium,
 * and every delivery the receiver gets verifies with the client package's verifyWebhook; last the
 * API user seals a document and the seal's signature validates.
 */
const guide = path.resolve(import.meta.dirname, "../docs/integrations.md");
const ADMIN = { email: "ines.integrator@guide.example", firstName: "Ines", lastName: "Integrator" };
const SIGNER = { email: "sami.signer@guide.example", firstName: "Sami", lastName: "Signer" };
const SEAL = { accountName: "guide-seal", displayName: "Guide AG" };
const WEBHOOK_ENV = { WEBHOOKS_ALLOWED_HOSTS: "127.0.0.1" };

interface Delivery {
  type: string;
  header: string;
  body: string;
}

let server: RunningServer;
let browser: Browser;
let receiver: http.Server;
let receiverUrl = "";
let adminToken = "";
let businessId = "";
const deliveries: Delivery[] = [];

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      deliveries.push({ type: String(request.headers["paraph-event-type"]), header: String(request.headers["paraph-signature"]), body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/paraph-events`;

  // The business exists, and the operator issues its seal with the server stopped.
  const first = await startServer({ env: WEBHOOK_ENV });
  adminToken = await signUpThroughApi(first.url, ADMIN.email, ADMIN);
  const created = await callApi(first.url, createBusiness.method, createBusiness.path, {
    token: adminToken,
    body: { name: "Guide AG", email: "office@guide.example", gtc_accepted: true, dpa_accepted: true },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  businessId = String(created.body.id);
  await first.stop();
  // The seal's certificate names the OCSP responder at the server's address, which pdfsig asks.
  const port = await findFreePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  await provisionSeal(first.dataDir, { businessId, ...SEAL }, publicUrl);
  server = await startServer({ dataDir: first.dataDir, env: { ...WEBHOOK_ENV, PORT: String(port), PUBLIC_URL: publicUrl } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

/** The guide's shell block after `<!-- guide:NAME -->`. */
async function guideBlock(name: string): Promise<string> {
  const markdown = await fs.readFile(guide, "utf8");
  const block = new RegExp(`<!-- guide:${name} -->\\n\`\`\`bash\\n([\\s\\S]*?)\`\`\``).exec(markdown)?.[1];
  if (!block) throw new Error(`docs/integrations.md has no block guide:${name}`);
  return block;
}

/** Runs the session block and then the named one, as a reader pastes them into one shell. */
async function runGuide(name: string, workDir: string, env: Record<string, string>): Promise<string> {
  const script = `${await guideBlock("session")}\n${await guideBlock(name)}`;
  const { stdout } = await promisify(execFile)("bash", ["-euo", "pipefail", "-c", script], { cwd: workDir, env: { ...process.env, BASE: server.url, ...env } });
  return stdout;
}

async function deliveriesOf(type: string, requestId: string, count = 1): Promise<Delivery[]> {
  await expect
    .poll(() => deliveries.filter((delivery) => delivery.type === type && delivery.body.includes(requestId)).length, { timeout: 30_000, interval: 200 })
    .toBeGreaterThanOrEqual(count);
  return deliveries.filter((delivery) => delivery.type === type && delivery.body.includes(requestId));
}

describe("docs/integrations.md, followed by a new integrator", () => {
  it("sets up in the browser, sends a request from the shell, hears back signed webhooks, and seals", async () => {
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), "paraph-guide-"));
    await fs.writeFile(path.join(workDir, "contract.pdf"), makeSimplePdf("Service agreement", 2));
    await fs.writeFile(path.join(workDir, "invoice.pdf"), makeSimplePdf("Invoice 2027-001", 1));

    // 1. The admin creates the API user, with the seal, and a webhook endpoint, in the browser.
    const admin = await newQuietPage(browser);
    await logInInBrowser(admin, server.url, ADMIN.email, API_PASSWORD);
    await admin.goto(`${server.url}/business/developers/api`);
    await admin.getByRole("button", { name: "Create API user" }).click();
    const createDialog = admin.getByRole("dialog", { name: "Create API user" });
    await createDialog.getByRole("textbox", { name: /Description/ }).fill("Invoicing system");
    await createDialog.getByRole("combobox", { name: /Seal/ }).selectOption(SEAL.accountName);
    await createDialog.getByRole("button", { name: "Create" }).click();
    const keyDialog = admin.getByRole("dialog", { name: "The API user's key" });
    const username = await keyDialog.getByRole("textbox", { name: /Username/ }).inputValue();
    const apiKey = await keyDialog.getByRole("textbox", { name: /^Key/ }).inputValue();
    await keyDialog.getByRole("button", { name: "I have stored the key" }).click();

    await admin.goto(`${server.url}/business/developers/webhooks`);
    await admin.getByRole("textbox", { name: /Endpoint URL/ }).fill(receiverUrl);
    for (const type of ["created", "sent", "viewed", "signed", "completed"]) {
      await admin.getByRole("checkbox", { name: `signature_request.${type}` }).check();
    }
    await admin.getByRole("button", { name: "Add endpoint" }).click();
    await admin.getByText("The endpoint is added.").waitFor();
    const secret = (await admin.getByLabel("Signing secret").first().textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);
    await admin.close();

    // A URL that reaches the server's own machine by name is refused even with 127.0.0.1 allowed.
    const loopbackByName = await callApi(server.url, createWebhook.method, createWebhook.path.replace(":id", businessId), {
      token: adminToken,
      body: { url: `http://localhost:${new URL(receiverUrl).port}/x`, events: ["signature_request.completed"] },
    });
    expect(loopbackByName.status, JSON.stringify(loopbackByName.body)).toBe(422);
    expect(loopbackByName.body.code).toBe("webhook_url_refused");

    // 2. The guide's shell: log in with the key, upload, create and send.
    await signUpThroughApi(server.url, SIGNER.email, SIGNER);
    const sent = await runGuide("send", workDir, { PARAPH_API_USERNAME: username, PARAPH_API_KEY: apiKey, SIGNER_EMAIL: SIGNER.email });
    const requestId = /^request ([0-9a-f-]{36})$/m.exec(sent)?.[1] ?? "";
    expect(sent.split("\n")[0]).toBe("open");
    expect(requestId).not.toBe("");

    const expectVerified = (list: Delivery[]) => {
      for (const delivery of list) {
        expect(verifyWebhook(delivery.body, delivery.header, secret), delivery.body).toBe(true);
        expect(verifyWebhook(delivery.body, delivery.header, `${secret}x`)).toBe(false);
      }
    };
    expectVerified(await deliveriesOf("signature_request.created", requestId));
    expectVerified(await deliveriesOf("signature_request.sent", requestId));

    // 3. The signer signs in the browser; the webhooks tell the integrator.
    const signer = await newQuietPage(browser);
    await logInInBrowser(signer, server.url, SIGNER.email, API_PASSWORD);
    await signer.goto(`${server.url}/view/${requestId}`);
    const panel = signer.getByRole("region", { name: "Your signature" });
    await panel.getByLabel("I have read the documents and want to sign them.").check();
    await panel.getByRole("button", { name: "Sign", exact: true }).click();
    await signer.getByRole("dialog", { name: "You have signed" }).waitFor({ timeout: 60_000 });
    await signer.close();

    expectVerified(await deliveriesOf("signature_request.viewed", requestId));
    const signed = await deliveriesOf("signature_request.signed", requestId);
    expectVerified(signed);
    expect(JSON.parse(signed[0]?.body ?? "{}").data.signer.email).toBe(SIGNER.email);
    const completed = await deliveriesOf("signature_request.completed", requestId);
    expectVerified(completed);
    expect(JSON.parse(completed[0]?.body ?? "{}").data.signatureRequest).toMatchObject({ id: requestId, status: "completed" });
    // In order: each event of the request reached the receiver after the one before it.
    const order = deliveries.filter((delivery) => delivery.body.includes(requestId)).map((delivery) => delivery.type);
    expect(order).toEqual(["signature_request.created", "signature_request.sent", "signature_request.viewed", "signature_request.signed", "signature_request.completed"]);

    // The guide's module reads the same request through the built client package, in plain Node.
    const script = /<!-- guide:client -->\n```js\n([\s\S]*?)```/.exec(await fs.readFile(guide, "utf8"))?.[1];
    expect(script).toBeTruthy();
    // Beside the e2e suites, so that `@paraph/client` resolves as in a project that installed it.
    const scriptFile = path.join(import.meta.dirname, `.guide-client-${process.pid}.mjs`);
    await fs.writeFile(scriptFile, script ?? "");
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [scriptFile], {
        env: { ...process.env, BASE: server.url, PARAPH_API_USERNAME: username, PARAPH_API_KEY: apiKey, REQUEST_ID: requestId },
      });
      expect(stdout.trim()).toBe("Service agreement completed");
    } finally {
      await fs.rm(scriptFile, { force: true });
    }

    // 4. The API user seals an invoice; the seal's PAdES signature validates independently.
    const sealed = await runGuide("seal", workDir, { PARAPH_API_USERNAME: username, PARAPH_API_KEY: apiKey, SEAL_ACCOUNT_NAME: SEAL.accountName });
    expect(sealed.trim()).toBe("completed");
    const validators = await prepareSignatureValidators(server.url);
    try {
      await expectValidSignatures(await fs.readFile(path.join(workDir, "invoice-sealed.pdf")), validators, [SEAL.displayName]);
    } finally {
      await validators.dispose();
    }
    await fs.rm(workDir, { recursive: true, force: true });
  });
});
