import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { PRODUCT_NAME } from "@paraph/contracts";
import type { Db } from "../db/database.ts";
import { escapeHtml } from "./html.ts";
import type { Mailer } from "./mailer.ts";
import { withoutTrailingPunctuation } from "./words.ts";

const outboxQuery = z.strictObject({
  to: z.string().trim().toLowerCase().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/**
 * The development outbox: every mail Paraph queued, newest first, as JSON at /api/dev/mail
 * (tests and scripts read links from it) and as a readable page at /dev/mail, each mail's HTML at
 * /dev/mail/<id> and its plain text at /dev/mail/<id>/text.
 * Registered only when the outbox is the mail transport, never in production.
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Db, mailer: Mailer): void {
  const listMails = async (query: z.infer<typeof outboxQuery>) => {
    let select = db.selectFrom("mails").selectAll().orderBy("created_at", "desc").limit(query.limit);
    if (query.to) select = select.where("recipient", "=", query.to);
    return (await select.execute()).map((mail) => ({
      id: mail.id,
      to: mail.recipient,
      subject: mail.subject,
      template: mail.template,
      lang: mail.lang,
      status: mail.status,
      createdAt: mail.created_at.toISOString(),
      text: mail.text_body,
      html: mail.html_body,
      links: [...mail.text_body.matchAll(/https?:\/\/\S+/g)].map((match) => withoutTrailingPunctuation(match[0])),
      attachments: mail.attachments.map((attachment, index) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        url: `/api/dev/mail/${mail.id}/attachments/${index}`,
      })),
    }));
  };

  app.get("/api/dev/mail", { schema: { hide: true } }, async (request) => ({
    mails: await listMails(outboxQuery.parse(request.query)),
  }));

  // An attachment as the recipient gets it, made from its source now.
  app.get("/api/dev/mail/:id/attachments/:index", { schema: { hide: true } }, async (request, reply) => {
    const { id, index } = z.object({ id: z.uuid(), index: z.coerce.number().int().min(0) }).parse(request.params);
    const mail = await db.selectFrom("mails").select("attachments").where("id", "=", id).executeTakeFirst();
    const ref = mail?.attachments[index];
    if (!ref) return reply.status(404).type("text/plain").send("No such attachment");
    const [file] = await mailer.resolveAttachments([ref]);
    return reply
      .type(ref.contentType)
      .header("content-disposition", `attachment; filename="${ref.filename.replace(/[^\w .-]/g, "_")}"`)
      .send(file?.content);
  });

  app.get("/dev/mail/:id", { schema: { hide: true } }, async (request, reply) => {
    const { id } = z.object({ id: z.uuid() }).parse(request.params);
    const mail = await db.selectFrom("mails").select("html_body").where("id", "=", id).executeTakeFirst();
    if (!mail) return reply.status(404).type("text/plain").send("No such mail");
    return reply.type("text/html; charset=utf-8").send(mail.html_body);
  });

  // The plain-text part as the recipient's program shows it (docs/mails.md).
  app.get("/dev/mail/:id/text", { schema: { hide: true } }, async (request, reply) => {
    const { id } = z.object({ id: z.uuid() }).parse(request.params);
    const mail = await db.selectFrom("mails").select("text_body").where("id", "=", id).executeTakeFirst();
    if (!mail) return reply.status(404).type("text/plain").send("No such mail");
    return reply.type("text/plain; charset=utf-8").send(mail.text_body);
  });

  app.get("/dev/mail", { schema: { hide: true } }, async (request, reply) => {
    const mails = await listMails(outboxQuery.parse(request.query));
    const rows = mails
      .map(
        (mail) =>
          `<tr><td>${escapeHtml(mail.createdAt)}</td><td>${escapeHtml(mail.to)}</td>` +
          `<td><a href="/dev/mail/${mail.id}">${escapeHtml(mail.subject)}</a> (<a href="/dev/mail/${mail.id}/text">plain text</a>)</td><td>${escapeHtml(mail.lang)}</td>` +
          `<td>${escapeHtml(mail.status)}</td><td>${mail.links.map((link) => `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`).join("<br>")}</td></tr>`,
      )
      .join("");
    return reply
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Mail outbox - ${PRODUCT_NAME}</title></head><body>` +
          `<h1>Mail outbox</h1><p>Mails ${PRODUCT_NAME} sent while no SMTP server is configured, newest first.</p>` +
          `<table border="1" cellpadding="6"><thead><tr><th>Queued</th><th>To</th><th>Subject</th><th>Language</th><th>Status</th><th>Links</th></tr></thead>` +
          `<tbody>${rows || '<tr><td colspan="6">No mail yet.</td></tr>'}</tbody></table></body></html>`,
      );
  });
}
