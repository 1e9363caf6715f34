import { describe, expect, it, onTestFailed } from "vitest";
import { seriousViolations } from "./support/axe.ts";
import { callAsPage, uploadDocumentAsPage, waitForTan } from "./support/browser-api.ts";
import { signUpInBrowser } from "./support/browser-accounts.ts";
import { expectValidSignatures } from "./support/signature-checks.ts";
import { screenshotsOf, shootEveryPage } from "./support/screenshots.ts";
import { useSigningBrowserSuite } from "./support/browser-suite.ts";

/**
 * Supplying eID data in Chromium (docs/signature-standards.md): a signer with AES but no QES opens
 * the upgrade-standards dialog of a qualified (ZertES) request, chooses to supply eID data, is told
 * when the demo identity provider knows no identification with what was typed, then gives the data
 * of a test identity; the panel says the account holds QES and the signer signs with it. The
 * signed PDF passes pdfsig with the name the provider confirmed. axe on both dialogs.
 */
const suite = useSigningBrowserSuite({ ownPublicAddress: true });

const shoot = screenshotsOf("eid-supply-", { fullPage: true });

describe("supplying eID data from a request", () => {
  it(
    "gives a signer with AES the request's QES from the data of an earlier identification, and the QES signature is valid",
    async () => {
      onTestFailed(async () => {
        await shootEveryPage(suite.browser, shoot);
      });
      const email = "marco.eid@example.com";
      const marco = await signUpInBrowser(suite.browser, suite.server.url, email, { firstName: "Marco", lastName: "Bernasconi", viewport: { width: 1280, height: 900 } });
      const mobile = "+41791230077";
      // AES: the mobile number confirmed by its TAN (the browser flow of that is web-identification's).
      expect((await callAsPage(suite.server.url, marco, "POST", "/v1/user/mobile/send-tan", { mobile })).status).toBe(200);
      expect((await callAsPage(suite.server.url, marco, "POST", "/v1/user/mobile/confirm", { tan: await waitForTan(suite.server.url, mobile, 1) })).status).toBe(200);

      const documentId = await uploadDocumentAsPage(suite.server.url, marco, "Rental contract", 1);
      const created = await callAsPage<{ id: string }>(suite.server.url, marco, "POST", "/v3/signature-requests", {
        title: "Rental contract",
        documents: [documentId],
        quality: "qes",
        legislation: "zertes",
        signatures: [{ account_email: email, first_name: "Marco", last_name: "Bernasconi", document_signatures: [{ document_id: documentId, page: 1, x: 56, y: 640, width: 200, height: 94 }] }],
      });
      expect(created.status).toBe(201);
      const requestId = created.body.id;
      expect((await callAsPage(suite.server.url, marco, "POST", `/v3/signature-requests/${requestId}/initiate`)).status).toBe(200);

      await marco.goto(`${suite.server.url}/view/${requestId}`);
      const panel = marco.getByRole("region", { name: "Your signature" });
      await panel.getByText("A qualified signature needs an identification, which your account does not have yet.").waitFor();
      await panel.getByRole("button", { name: "Raise your signature standard" }).click();
      const upgrade = marco.getByRole("dialog", { name: "Upgrade your signature standard" });
      await upgrade.getByText(/Identified before at our identity partner/).waitFor();
      await upgrade.getByRole("button", { name: "Supply eID data" }).click();

      const dialog = marco.getByRole("dialog", { name: "Supply eID data" });
      await dialog.getByText(/signs with QES under ZertES \(Switzerland\)/).waitFor();
      // The dialog takes the focus to its first field.
      await expect.poll(() => dialog.getByLabel("Document number").evaluate((field) => field === document.activeElement)).toBe(true);
      await shoot(marco, "1-dialog");
      expect(await seriousViolations(marco)).toEqual([]);

      // Data the provider does not know: said in the dialog, nothing granted.
      await dialog.getByLabel("Document number").fill("X8812346");
      await dialog.getByLabel("Date of birth").fill("02/11/1975");
      await dialog.getByRole("button", { name: "Check and add QES" }).click();
      await dialog.getByText(/knows no valid identification with this document number and date of birth/).waitFor();
      await shoot(marco, "2-not-found");
      expect(await seriousViolations(marco)).toEqual([]);

      // Marco's own document, typed with a space: the provider's signed answer names him.
      await dialog.getByLabel("Document number").fill("x881 2345");
      await dialog.getByRole("button", { name: "Check and add QES" }).click();
      await dialog.waitFor({ state: "detached" });
      await panel.getByText(/Your account now signs with a qualified electronic signature \(QES\) under ZertES \(Switzerland\)/).waitFor();
      await expect.poll(() => panel.getByRole("button", { name: "Raise your signature standard" }).count()).toBe(0);
      await shoot(marco, "3-granted");

      await panel.getByLabel("I have read the documents and want to sign them.").check();
      await panel.getByRole("button", { name: "Sign", exact: true }).click();
      const tanDialog = marco.getByRole("dialog", { name: "Enter the TAN" });
      await tanDialog.getByLabel("TAN", { exact: true }).fill(await waitForTan(suite.server.url, mobile, 2));
      await tanDialog.getByRole("button", { name: "Sign", exact: true }).click();
      await marco.getByRole("dialog", { name: "You have signed" }).waitFor({ timeout: 60_000 });
      await shoot(marco, "4-signed");

      const view = await callAsPage<{ status: string; signers: Array<{ status: string; quality: string | null }> }>(suite.server.url, marco, "GET", `/v3/signature-requests/${requestId}`);
      expect(view.body.status).toBe("completed");
      expect(view.body.signers[0]).toMatchObject({ status: "signed", quality: "qes" });
      const user = await callAsPage<{ attributes: { immutableEidFields: string[] }; signatureQualities: { qes: { zertes: unknown } } }>(suite.server.url, marco, "GET", "/v1/user?v2=true");
      expect(user.body.attributes.immutableEidFields).toEqual(["firstName", "lastName", "dateOfBirth", "documentNumber"]);
      expect(user.body.signatureQualities.qes.zertes).toMatchObject({ quality: "qes", legislation: "zertes" });
      const signed = await fetch(`${suite.server.url}/api/v3/documents/${documentId}/download?signed=true`, {
        headers: { Authorization: `Bearer ${await marco.evaluate(() => window.localStorage.getItem("paraph-token"))}` },
      });
      expect(signed.status).toBe(200);
      await expectValidSignatures(Buffer.from(await signed.arrayBuffer()), suite.validators, ["Marco Bernasconi"]);
    },
    240_000,
  );
});
