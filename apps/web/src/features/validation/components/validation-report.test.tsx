import "../../../test/dom-cleanup.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithServices } from "../../../test/render-with-services.tsx";
import type { ValidationResult } from "../api/validate-pdf-file.ts";
import { completedResult, shadowChangedResult, signatureReport, tamperedResult, validationResult } from "../test/report-factory.ts";
import { assessValidation } from "./assess-validation.ts";
import { ValidationDetails } from "./validation-details.tsx";
import { VerdictSummary } from "./verdict-summary.tsx";

async function renderReport(result: ValidationResult, isTestSystem = true) {
  const assessment = assessValidation(result);
  await renderWithServices(
    <>
      <VerdictSummary assessment={assessment} fileName="lease-signed.pdf" isTestSystem={isTestSystem} />
      <ValidationDetails assessment={assessment} isTestSystem={isTestSystem} />
    </>,
    {},
  );
}

/** The value and explanation shown for one check of a signature card. */
function check(card: HTMLElement, label: string): string {
  const term = within(card).getByText(label, { selector: "dt" });
  return term.nextElementSibling?.textContent ?? "";
}

const signatureCard = (name: RegExp) => screen.getByRole("article", { name });

describe("validation report", () => {
  it("shows one revocation line per signature: not revoked, revoked after the proof of existence, revoked without it", async () => {
    await renderReport(
      validationResult({
        indication: "INDETERMINATE",
        signatures: [
          signatureReport({ signer: { name: "Gina Good", email: null }, level: "B-LTA", revocation: { status: "good", checkedBy: "ocsp", issuedAt: "2026-03-02T09:16:00.000Z" } }),
          signatureReport({ signer: { name: "Lars Later", email: null }, level: "B-LTA", revocation: { status: "revoked", checkedBy: "ocsp", revokedAt: "2026-06-01T08:00:00.000Z" } }),
          signatureReport({
            signer: { name: "Rita Revoked", email: null },
            level: "B-LTA",
            indication: "INDETERMINATE",
            subIndication: "REVOKED_NO_POE",
            revocation: { status: "revoked", checkedBy: "crl", revokedAt: "2026-03-01T08:00:00.000Z" },
          }),
        ],
      }),
    );
    expect(check(signatureCard(/Signature 1: Gina Good/), "Revocation")).toMatch(/Not revoked \(OCSP of 2 Mar 2026/);
    expect(check(signatureCard(/Signature 2: Lars Later/), "Revocation")).toMatch(/Revoked on 1 Jun 2026.*after the signature was proven to exist: the signature stays valid/);
    expect(check(signatureCard(/Signature 3: Rita Revoked/), "Revocation")).toMatch(/^✕Revoked on 1 Mar 2026, 08:00Read from/);
    expect(check(signatureCard(/Signature 3: Rita Revoked/), "Result (ETSI)")).toContain("nothing proves the signature existed before");
  });

  it("shows a valid, completed request: verdict, each signer and every check, the document time-stamp, demo said clearly", async () => {
    await renderReport(completedResult());
    expect(screen.getByRole("heading", { level: 2, name: "All signatures are valid" })).toBeTruthy();
    expect(screen.getByText("Checked file: lease-signed.pdf")).toBeTruthy();
    expect(screen.getByText("Signatures: 2")).toBeTruthy();
    expect(screen.getByText("Document time-stamps: 1")).toBeTruthy();
    expect(screen.getByText("ETSI result for the document: Passed (TOTAL-PASSED)")).toBeTruthy();
    expect(screen.getByText(/Test system: these signatures use Paraph's demo certificates/)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Remarks" })).toBeNull();

    const olivia = signatureCard(/Signature 1: Olivia Owner/);
    expect(within(olivia).getByText("Valid")).toBeTruthy();
    expect(check(olivia, "Result (ETSI)")).toContain("PassedTOTAL-PASSED");
    expect(check(olivia, "Result (ETSI)")).toContain("nothing changed beyond what was allowed");
    expect(check(olivia, "Signer")).toContain("olivia@example.com");
    expect(check(olivia, "Signed at")).toMatch(/2 Mar 2026.*proven by a time-stamp/);
    expect(check(olivia, "Level")).toContain("PAdES B-LTA");
    expect(check(olivia, "Level")).toContain("a document time-stamp also seals the validation data");
    expect(check(olivia, "Integrity")).toContain("Unchanged since it was signed");
    expect(check(olivia, "Changes after signing")).toContain("Only further signatures and validation data");
    expect(check(olivia, "Changes after signing")).toContain("Allowed after this signature: Only further signatures and validation data.");
    expect(check(signatureCard(/Signature 2: Sami Second/), "Changes after signing")).toContain("Only validation data (certificates, revocation answers, time-stamps)");
    expect(check(olivia, "Scope")).toContain("The file continues after this signature");
    expect(check(olivia, "Certificate chain")).toContain("Complete up to a root certificate");
    expect(check(olivia, "Trust")).toContain("Demo: Paraph's demo root certificate");
    expect(check(olivia, "Trust")).toContain("carry no legal weight");
    expect(check(olivia, "Time-stamps")).toMatch(/2 Mar 2026.*: valid/);
    expect(signatureCard(/Signature 2: Sami Second/)).toBeTruthy();

    const document = screen.getByRole("region", { name: "The document as a whole" });
    expect(check(document, "Validation data")).toContain("Stored in the document");
    expect(check(document, "Document time-stamps")).toMatch(/: valid, covers the whole file/);
  });

  it("says trusted, not demo, in production", async () => {
    await renderReport(completedResult(), false);
    expect(screen.queryByText(/demo/i)).toBeNull();
    expect(check(signatureCard(/Signature 1/), "Trust")).toContain("Trusted");
  });

  it("shows a tampered file as not valid, with the integrity failure on every signature", async () => {
    await renderReport(tamperedResult());
    expect(screen.getByRole("heading", { level: 2, name: "The signatures are not valid" })).toBeTruthy();
    expect(screen.getByText(/The document was changed after it was signed/)).toBeTruthy();
    for (const name of [/Signature 1: Olivia Owner/, /Signature 2: Sami Second/]) {
      const card = signatureCard(name);
      expect(within(card).getByText("Not valid")).toBeTruthy();
      expect(check(card, "Integrity")).toContain("Changed after signing, or the signature is broken");
      expect(check(card, "Integrity")).toContain("The signed content no longer matches the fingerprint the signer sealed");
      expect(check(card, "Result (ETSI)")).toContain("FailedTOTAL-FAILED / HASH_FAILURE");
      expect(check(card, "Result (ETSI)")).toContain("The signed content was changed");
    }
    expect(screen.getByText("ETSI result for the document: Failed (TOTAL-FAILED)")).toBeTruthy();
    expect(screen.queryByText("All signatures are valid")).toBeNull();
  });

  it("shows an unsigned PDF as such, with no signature cards", async () => {
    await renderReport(validationResult({ hasDss: false, indication: null, signatures: [] }));
    expect(screen.getByRole("heading", { level: 2, name: "This PDF has no signatures" })).toBeTruthy();
    expect(screen.getByText("Signatures: 0")).toBeTruthy();
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.queryByRole("region", { name: "The document as a whole" })).toBeNull();
    expect(screen.queryByText(/ETSI result/)).toBeNull();
  });

  it("lists the remarks of an intact signature whose certificate is untrusted and whose time is only claimed", async () => {
    await renderReport(
      validationResult({
        hasDss: false,
        signatures: [signatureReport({ signer: { name: null, email: "someone@example.org" }, chain: "untrusted", timeSource: "claimed", timeStamps: [], level: "B-B" })],
      }),
    );
    expect(screen.getByRole("heading", { level: 2, name: "The signatures are intact, with remarks" })).toBeTruthy();
    const remarks = screen.getByRole("heading", { name: "Remarks" }).nextElementSibling as HTMLElement;
    expect(within(remarks).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "A signer's certificate does not lead to a root certificate Paraph trusts, so that signer's name is not confirmed.",
      "A signature has no valid time-stamp: its time is only what the signing software claimed.",
    ]);
    const card = signatureCard(/Signature 1: signer not named/);
    expect(within(card).getByText("Valid, with remarks")).toBeTruthy();
    expect(check(card, "Signer")).toContain("someone@example.org");
    expect(check(card, "Signed at")).toContain("claimed only");
    expect(check(card, "Trust")).toContain("Not trusted");
    expect(check(card, "Time-stamps")).toContain("None");
    expect(screen.queryByText(/Test system/)).toBeNull();
  });

  it("warns that the document was changed after signing, and on which pages, though each signature's bytes are intact", async () => {
    await renderReport(shadowChangedResult());
    expect(screen.getByRole("heading", { level: 2, name: "The document was changed after it was signed" })).toBeTruthy();
    expect(screen.getByText(/What you see is not what was signed/)).toBeTruthy();
    expect(screen.getByText("Changed pages: 1")).toBeTruthy();
    const olivia = signatureCard(/Signature 1: Olivia Owner/);
    expect(within(olivia).getByText("Changed after signing")).toBeTruthy();
    expect(check(olivia, "Integrity")).toContain("Unchanged since it was signed");
    expect(check(olivia, "Changes after signing")).toContain("Pages changed: 1 (page content)");
    expect(check(olivia, "Result (ETSI)")).toContain("FailedTOTAL-FAILED / FORMAT_FAILURE");
    expect(screen.queryByText("All signatures are valid")).toBeNull();
  });

  it("tells a signature whose root this installation does not trust apart from a broken one: indeterminate, intact, not trusted", async () => {
    await renderReport(
      validationResult({
        verdict: "untrusted",
        indication: "INDETERMINATE",
        signatures: [signatureReport({ indication: "INDETERMINATE", subIndication: "NO_CERTIFICATE_CHAIN_FOUND", chain: "untrusted" })],
      }),
      false,
    );
    expect(screen.getByText("ETSI result for the document: Cannot be confirmed here (INDETERMINATE)")).toBeTruthy();
    const card = signatureCard(/Signature 1: Olivia Owner/);
    expect(check(card, "Result (ETSI)")).toContain("Cannot be confirmed hereINDETERMINATE / NO_CERTIFICATE_CHAIN_FOUND");
    expect(check(card, "Result (ETSI)")).toContain("Nothing is broken");
    expect(check(card, "Integrity")).toContain("Unchanged since it was signed");
    expect(check(card, "Trust")).toContain("Not trusted");
  });

  it("shows changes a certification permitted, and the signature value failing apart from the hash", async () => {
    await renderReport(
      validationResult({
        indication: "TOTAL-FAILED",
        signatures: [
          signatureReport({
            modificationLevel: "form_filling",
            permittedModificationLevel: "form_filling",
            permittedChanges: [{ kind: "form_field", field: "Amount" }],
            indication: "TOTAL-FAILED",
            subIndication: "SIG_CRYPTO_FAILURE",
            integrity: false,
            signatureValueVerifies: false,
          }),
        ],
      }),
    );
    const card = signatureCard(/Signature 1: Olivia Owner/);
    expect(check(card, "Changes after signing")).toContain("Form filling");
    expect(check(card, "Changes after signing")).toContain("Changes a certification allowed: form field “Amount”.");
    expect(check(card, "Integrity")).toContain("the signature value over it does not verify");
    expect(check(card, "Result (ETSI)")).toContain("does not verify with the signer's certificate");
  });

  it("lists the fields each signature filled in, with page and value, and tells the first that a later signer filled the others", async () => {
    await renderReport(
      validationResult({
        signatures: [
          signatureReport({
            signer: { name: "Erika Muster", email: null },
            modificationLevel: "signatures",
            permittedChanges: [
              { kind: "form_field", page: 3, field: "Salary" },
              { kind: "form_field", page: 1, field: "Stamp" },
            ],
            formFields: [
              { name: "City", page: 1, value: "Bern" },
              { name: "Start date", page: 1, value: "2027-03-01" },
              { name: "Code of conduct", page: 2, value: true },
            ],
          }),
          signatureReport({ signer: { name: "Hans Personal", email: null }, formFields: [{ name: "Salary", page: 3, value: "85000" }] }),
        ],
      }),
    );
    const erika = signatureCard(/Signature 1: Erika Muster/);
    expect(check(erika, "Fields filled in")).toMatch(/^City \(page 1\): BernStart date \(page 1\): 01\/03\/2027Code of conduct \(page 2\): tickedWhat this signer entered/);
    // Salary is the later signature's; Stamp no signature filled, so a certification allowed it.
    expect(check(erika, "Changes after signing")).toContain(
      "Filled in after this signature by later signers, each covered by their own signature: “Salary”. Changes a certification allowed: form field “Stamp”.",
    );
    expect(check(signatureCard(/Signature 2: Hans Personal/), "Fields filled in")).toMatch(/^Salary \(page 3\): 85000/);
  });

  it("shows no filled fields for a signature that filled none", async () => {
    await renderReport(completedResult());
    expect(within(signatureCard(/Signature 1:/)).queryByText("Fields filled in", { selector: "dt" })).toBeNull();
  });
});
