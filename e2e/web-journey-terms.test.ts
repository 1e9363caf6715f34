import { afterAll, beforeAll, describe, expect, it, onTestFailed } from "vitest";
import type { Browser, Page } from "playwright-core";
import { callApi, signUpThroughApi } from "./support/api-accounts.ts";
import { seriousViolations } from "./support/axe.ts";
import { launchBrowser } from "./support/browser.ts";
import { newSignedInPage } from "./support/browser-accounts.ts";
import { pdftotext } from "./support/pdf-text.ts";
import { startServer, type RunningServer } from "./support/server.ts";
import { makeSimplePdf } from "./support/simple-pdf.ts";
import { screenshotsOf, shootEveryPage } from "./support/screenshots.ts";

/**
 * Issue 18, item 19 in Chromium: the sender writes their own terms of use in the composer; the
 * signer meets them in the terms-of-use dialog, cannot sign before accepting (Cancel signs
 * nothing, and the server refuses a signature without the acceptance), accepts and signs; the
 * signature protocol (PDF) and the audit trail (JSON) name the terms accepted. axe on the dialog
 * at 1280 and 390 px.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const shoot = screenshotsOf("terms-");

const TERMS = "Signing binds you to the delivery terms of Lovelace Engines Ltd.\nPlace of jurisdiction: Zurich.";

function openSignedIn(token: string, width: number): Promise<Page> {
  return newSignedInPage(browser, token, { width, height: width < 600 ? 844 : 900 });
}

/** The text of a PDF the owner downloads, as poppler's pdftotext reads it. */
async function pdfText(url: string, token: string): Promise<string> {
  const response = await fetch(`${server.url}/api${url}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return pdftotext(new Uint8Array(await response.arrayBuffer()));
}

describe("the sender's terms of use", () => {
  it(
    "are written in the composer, accepted in their dialog before signing (not before), and named in the protocol",
    async () => {
      onTestFailed(async () => {
        await shootEveryPage(browser, shoot);
      });
      const adaToken = await signUpThroughApi(server.url, "ada.terms@example.com", { firstName: "Ada", lastName: "Lovelace" });
      const beaToken = await signUpThroughApi(server.url, "bea.terms@example.com", { firstName: "Bea", lastName: "Keller" });
      const uploaded = await callApi(server.url, "POST", "/v3/documents", { token: adaToken, body: { title: "Delivery contract", content: makeSimplePdf("Delivery contract", 1).toString("base64") } });
      expect(uploaded.status).toBe(201);
      const documentId = String((uploaded.body.documents as { id: string }[])[0]?.id);
      const draft = await callApi(server.url, "POST", "/v3/signature-requests", {
        token: adaToken,
        body: {
          title: "Delivery contract 2027",
          documents: [documentId],
          signatures: [{ account_email: "bea.terms@example.com", first_name: "Bea", last_name: "Keller", document_signatures: [{ document_id: documentId, page: 1, x: 56, y: 620, width: 200, height: 94 }] }],
        },
      });
      expect(draft.status, JSON.stringify(draft.body)).toBe(201);
      const requestId = String(draft.body.id);

      // Ada writes her terms in the composer and saves the draft.
      const ada = await openSignedIn(adaToken, 1280);
      await ada.goto(`${server.url}/view/${requestId}`);
      const termsField = ada.getByLabel("Terms of use the signers accept before signing");
      await termsField.fill(TERMS);
      await ada.getByRole("button", { name: "Save draft" }).click();
      await ada.getByText("The draft has been saved.").waitFor();
      expect((await callApi(server.url, "GET", `/v3/signature-requests/${requestId}`, { token: adaToken })).body.termsOfUse).toBe(TERMS);
      expect((await callApi(server.url, "POST", `/v3/signature-requests/${requestId}/initiate`, { token: adaToken })).status).toBe(200);

      // Without the acceptance the server signs nothing, whatever a client sends.
      const refused = await callApi(server.url, "POST", "/v3/sign", { token: beaToken, body: { signatureRequests: [{ signatureRequestId: requestId }] } });
      expect(refused).toMatchObject({ status: 422, body: { code: "terms_of_use_not_accepted" } });

      // Bea at 1280 px: Sign opens the terms first; Cancel signs nothing.
      const bea = await openSignedIn(beaToken, 1280);
      await bea.goto(`${server.url}/view/${requestId}`);
      const panel = bea.getByRole("region", { name: "Your signature" });
      await panel.getByText("The sender's terms of use: you accept them before you sign.").waitFor();
      await panel.getByLabel("I have read the documents and want to sign them.").check();
      await panel.getByRole("button", { name: "Sign", exact: true }).click();
      const dialog = bea.getByRole("dialog", { name: "Terms of use" });
      await dialog.getByRole("region", { name: "The sender's terms of use" }).getByText(/delivery terms of Lovelace Engines Ltd\./).waitFor();
      expect(await seriousViolations(bea), "terms dialog, 1280 px").toEqual([]);
      await shoot(bea, "1-dialog-en-gb-1280");
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(await bea.getByRole("dialog", { name: "You have signed" }).count()).toBe(0);
      const afterCancel = await callApi(server.url, "GET", `/v3/signature-requests/${requestId}`, { token: adaToken });
      expect(afterCancel.body).toMatchObject({ status: "open", signers: [{ status: "open" }] });

      // At 390 px the dialog again; Accept signs.
      await bea.setViewportSize({ width: 390, height: 844 });
      await panel.getByRole("button", { name: "Sign", exact: true }).click();
      await dialog.waitFor();
      expect(await seriousViolations(bea), "terms dialog, 390 px").toEqual([]);
      await shoot(bea, "2-dialog-en-gb-390");
      await dialog.getByRole("button", { name: "Accept and sign" }).click();
      await bea.getByRole("dialog", { name: "You have signed" }).waitFor({ timeout: 60_000 });

      // The protocol (PDF) prints the terms and their fingerprint; the trail (JSON) names the same terms.
      const events = await callApi(server.url, "GET", `/v3/signature-requests/${requestId}/events`, { token: adaToken });
      const signed = (events.body.events as { type: string; actor: { email: string }; details: { termsOfUseAcceptedSha256?: string } }[]).find((event) => event.type === "signed");
      expect(signed?.actor.email).toBe("bea.terms@example.com");
      const fingerprint = signed?.details.termsOfUseAcceptedSha256 ?? "";
      expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
      const protocol = await pdfText(`/v3/signature-requests/${requestId}/report?type=protocol`, adaToken);
      expect(protocol).toContain("Terms of use accepted");
      expect(protocol).toContain(fingerprint);
      expect(protocol).toContain("Place of jurisdiction: Zurich.");

      await bea.context().close();
      await ada.context().close();
    },
    240_000,
  );
});
