import { describe, expect, it } from "vitest";
import { generateTextPdf } from "../../test-support/pdf-corpus.ts";
import { useDemoSigningServices } from "../../test-support/demo-signing-services.ts";
import { runQpdfCheck } from "../../test-support/validators.ts";
import { validatePdf } from "../validation/validate-pdf.ts";
import { findSignatureContents } from "./dss.ts";
import { appendLtaUpdate } from "./lta-update.ts";
import { signPdf } from "./pades-signer.ts";

const services = useDemoSigningServices();

describe("appendLtaUpdate", () => {
  it("appends validation data and a document time-stamp, again and again, leaving every earlier byte and signature intact", async () => {
    const signer = await services().issueSignerCertificate({ name: "Lia Update", email: "lia@example.ch" }, "http://127.0.0.1");
    const signed = await signPdf(await generateTextPdf({ pageCount: 2 }), {
      signer,
      chain: services().chain,
      timeStampAuthority: services().timeStampAuthority,
      level: "B-T",
      fieldName: "Signature Lia",
      signingTime: new Date(),
    });
    const first = await appendLtaUpdate(signed, services(), { fieldName: "Archive time-stamp 1", now: new Date() });
    const second = await appendLtaUpdate(first, services(), { fieldName: "Archive time-stamp 2", now: new Date() });

    expect(Buffer.from(second.subarray(0, first.length)).equals(Buffer.from(first))).toBe(true);
    expect((await findSignatureContents(second)).map((entry) => entry.subFilter)).toEqual(["ETSI.CAdES.detached", "ETSI.RFC3161", "ETSI.RFC3161"]);
    const outcome = await validatePdf(second, services().validationTrustAnchors);
    if (outcome.outcome !== "ok") throw new Error(outcome.outcome);
    expect(outcome.result.signatures.map((signature) => [signature.level, signature.indication, signature.integrity])).toEqual([
      ["B-LTA", "TOTAL-PASSED", true],
      ["document-timestamp", "TOTAL-PASSED", true],
      ["document-timestamp", "TOTAL-PASSED", true],
    ]);
    await expect(runQpdfCheck(Buffer.from(second))).resolves.toContain("No syntax or stream encoding errors");
  });
});
