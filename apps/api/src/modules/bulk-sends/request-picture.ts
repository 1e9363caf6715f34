import { sql } from "kysely";
import { hashToken } from "../../platform/auth/opaque-token.ts";
import type { TestApp } from "../../test-support/test-app.ts";
import { invitationTokenOf } from "../signature-requests/index.ts";

/**
 * Everything a request wrote, in every table, with what differs by nature between two requests
 * made alike replaced by names: its id, its documents' and signers' ids, their invitation
 * secrets, the people's addresses (by `names`, e.g. the employee's address → "<Employee>"), and
 * times (kept only as "set" or null). Two requests made the same way have equal pictures.
 */
export async function requestPicture(testApp: TestApp, requestId: string, names: Readonly<Record<string, string>>): Promise<Record<string, unknown>> {
  const db = testApp.context.db;
  const request = await db.selectFrom("signature_requests").selectAll().where("id", "=", requestId).executeTakeFirstOrThrow();
  const documentLinks = await db.selectFrom("signature_request_documents").selectAll().where("signature_request_id", "=", requestId).orderBy("position").execute();
  const signers = await db.selectFrom("signers").selectAll().where("signature_request_id", "=", requestId).orderBy("position").execute();
  const replacements = new Map<string, string>([[requestId, "<request>"]]);
  documentLinks.forEach((link, index) => replacements.set(link.document_id, `<document ${index + 1}>`));
  const tokens = new Map<string, string>();
  for (const signer of signers) {
    tokens.set(signer.id, await invitationTokenOf(testApp.context, signer.id));
    replacements.set(signer.id, `<signer ${signer.position}>`);
    replacements.set(tokens.get(signer.id) ?? "", `<invitation of signer ${signer.position}>`);
  }
  for (const [address, name] of Object.entries(names)) replacements.set(address, name);
  const named = (value: unknown): unknown => {
    // A replacer sees a Date as its JSON text already: the holder tells what it was.
    let text =
      JSON.stringify(value, function (this: Record<string, unknown>, key: string, entry: unknown) {
        return this[key] instanceof Date ? "<time>" : entry;
      }) ?? "null";
    for (const [from, to] of replacements) text = text.split(from).join(to);
    return JSON.parse(text) as unknown;
  };
  const documents = await Promise.all(
    documentLinks.map(async (link) => ({
      position: link.position,
      document: await db.selectFrom("documents").select(["owner_id", "title", "page_count", "pages", "cleaning", "created_at", "updated_at"]).where("id", "=", link.document_id).executeTakeFirstOrThrow(),
      versions: await db.selectFrom("document_versions").select(["version", "kind", "blob_sha256", "byte_size", "created_at"]).where("document_id", "=", link.document_id).execute(),
    })),
  );
  const signerPositions = new Map(signers.map((signer) => [signer.id, signer.position]));
  const formFields = (await db.selectFrom("signer_form_fields").selectAll().where("signature_request_id", "=", requestId).execute()).sort(
    (a, b) => (signerPositions.get(a.signer_id) ?? 0) - (signerPositions.get(b.signer_id) ?? 0) || a.position - b.position,
  );
  const events = await db.selectFrom("signature_request_events").selectAll().where("signature_request_id", "=", requestId).orderBy("created_at").orderBy("id").execute();
  const people = signers.map((signer) => signer.email);
  const mails = await db.selectFrom("mails").selectAll().where("recipient", "in", people).orderBy("created_at").orderBy("recipient").execute();
  const deliveries = await db
    .selectFrom("webhook_deliveries")
    .selectAll()
    .where("ordering_key", "like", `%${requestId}`)
    .orderBy("sequence")
    .execute();
  const jobs = await db
    .selectFrom("jobs")
    .select(["name", "status", "max_attempts", "replace_key", "run_at", "payload"])
    .where((eb) =>
      eb.or([
        eb(sql<string>`payload->>'mailId'`, "in", mails.length ? mails.map((mail) => mail.id) : [""]),
        eb(sql<string>`payload->>'deliveryId'`, "in", deliveries.length ? deliveries.map((delivery) => delivery.id) : [""]),
        eb(sql<string>`payload->>'requestId'`, "=", requestId),
      ]),
    )
    .execute();
  const mailIds = new Map(mails.map((mail, index) => [mail.id, `<mail ${index + 1}>`]));
  const deliveryIds = new Map(deliveries.map((delivery, index) => [delivery.id, `<delivery ${index + 1}>`]));
  const contacts = await db.selectFrom("contacts").select(["email", "last_used_at"]).where("owner_id", "=", request.owner_id).where("email", "in", people).orderBy("email").execute();
  const participants = await db
    .selectFrom("signature_request_participants")
    .select(["user_id", "email", "is_owner", "status", "title", "search_text"])
    .where("signature_request_id", "=", requestId)
    .orderBy("is_owner", "desc")
    .orderBy("email")
    .execute();
  const sent = await db.selectFrom("business_sent_requests").select(["business_id", "owner_id", "status"]).where("id", "=", requestId).execute();
  const { id: _id, ...requestColumns } = request;
  return named({
    request: requestColumns,
    documents,
    signers: signers.map(({ id, invitation_token_hash, ...signer }) => ({ ...signer, invitationHashIsOfItsSecret: invitation_token_hash === hashToken(tokens.get(id) ?? "") })),
    formFields: formFields.map(({ id: _fieldId, ...field }) => field),
    events: events.map(({ id: _eventId, ...event }) => event),
    mails: mails.map(({ id, ...mail }) => ({ mail: mailIds.get(id), ...mail })),
    webhookDeliveries: deliveries.map(({ id, sequence: _sequence, event_id: _eventId, body, ...delivery }) => {
      const { id: _bodyId, createdAt, ...content } = JSON.parse(body) as Record<string, unknown>;
      return { delivery: deliveryIds.get(id), ...delivery, body: { ...content, createdAt: createdAt ? "<time>" : null } };
    }),
    jobs: jobs
      .map((job) => {
        const payload = (typeof job.payload === "string" ? JSON.parse(job.payload) : job.payload) as Record<string, string>;
        const target = payload.mailId ? mailIds.get(payload.mailId) : payload.deliveryId ? deliveryIds.get(payload.deliveryId) : "<request>";
        return { ...job, payload: target };
      })
      .sort((a, b) => `${a.name} ${a.payload}`.localeCompare(`${b.name} ${b.payload}`)),
    contacts,
    participants,
    businessStatistics: sent,
  }) as Record<string, unknown>;
}
