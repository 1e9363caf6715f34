import { expect } from "vitest";
import type { TestApp } from "../../test-support/test-app.ts";
import { loadRequest, recordSignature } from "../signature-requests/index.ts";
import { callRequest, uploadDocuments } from "../signature-requests/test-helpers.ts";

interface Person {
  token: string;
  user: { id: string; email: string };
}

/** A sent request with the signers in the order given; returns its id. */
export async function createOpenRequest(testApp: TestApp, owner: Person, title: string, signers: Person[]): Promise<string> {
  const [documentId] = await uploadDocuments(testApp, owner.token, 1);
  const created = await callRequest(testApp, owner.token, "POST", "/v3/signature-requests", {
    title,
    documents: [documentId],
    signatures: signers.map((signer) => ({ account_email: signer.user.email })),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = String(created.body.id);
  const initiated = await callRequest(testApp, owner.token, "POST", `/v3/signature-requests/${id}/initiate`);
  expect(initiated.status, JSON.stringify(initiated.body)).toBe(200);
  return id;
}

/**
 * What the signing engine records once a signature is in place (recordSignature, in one
 * transaction): the business activity follows from that record, whichever way it was signed.
 */
export async function recordSignatureOf(
  testApp: TestApp,
  person: Person,
  requestId: string,
  signature: { quality: string; legislation: string | null; sealAccountName?: string } = { quality: "ses", legislation: null },
): Promise<void> {
  await testApp.context.db.transaction().execute(async (trx) => {
    const loaded = await loadRequest(trx, requestId, person.user.id, { forUpdate: true });
    if (!loaded.mySigner) throw new Error("not a signer");
    await recordSignature(testApp.context, trx, loaded.request, loaded.mySigner.id, { userId: person.user.id, email: person.user.email }, signature);
  });
}

/** A small RFC 4180 reader for the tests: quoted cells, doubled quotes, CRLF or LF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      continue;
    } else if (char === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}
