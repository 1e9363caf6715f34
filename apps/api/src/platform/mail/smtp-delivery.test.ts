import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { createUser } from "../../test-support/factories.ts";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

let server: SMTPServer;
let testApp: TestApp;
const received: ReceivedMail[] = [];
let rejectNext = 0;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (rejectNext > 0) {
          rejectNext -= 1;
          const error = Object.assign(new Error("Mailbox busy"), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  testApp = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Paraph <noreply@paraph.test>" });
});
afterAll(async () => {
  await testApp.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("delivery through SMTP", () => {
  it("sends queued mails to the SMTP server, in HTML and plain text, with the row's Message-ID, and marks them sent", async () => {
    const user = await createUser(testApp, { lang: "de-ch" });
    await testApp.request({ method: "POST", url: "/api/v1/request-reset", payload: { email: user.email } });
    await testApp.context.jobs.runUntilIdle();
    const mail = received.find((entry) => entry.to.includes(user.email));
    expect(mail?.from).toBe("noreply@paraph.test");
    expect(mail?.data).toContain("text/plain");
    expect(mail?.data).toContain("text/html");
    expect(mail?.data).toMatch(/Subject: =\?UTF-8\?|Subject: Paraph-Passwort/);
    const row = await testApp.context.db.selectFrom("mails").selectAll().where("recipient", "=", user.email).executeTakeFirst();
    expect(row).toMatchObject({ status: "sent", transport: "smtp" });
    // Named after the row, so a second attempt at the same mail (a replica killed after the SMTP
    // server took it) carries the same Message-ID.
    expect(mail?.data).toMatch(new RegExp(`^Message-ID: <${row?.id}@paraph\\.test>\r?$`, "im"));
  });

  it("retries a mail the server refused for now, and delivers it on a later attempt", async () => {
    const user = await createUser(testApp);
    rejectNext = 1;
    await testApp.request({ method: "POST", url: "/api/v1/request-reset", payload: { email: user.email } });
    await testApp.context.jobs.runUntilIdle();
    expect(received.some((entry) => entry.to.includes(user.email))).toBe(false);
    const queued = await testApp.context.db.selectFrom("mails").selectAll().where("recipient", "=", user.email).executeTakeFirst();
    expect(queued).toMatchObject({ status: "queued" });
    expect(queued?.error).toContain("451");
    testApp.clock.advance(60_000);
    await testApp.context.jobs.runUntilIdle();
    expect(received.some((entry) => entry.to.includes(user.email))).toBe(true);
  });

  it("attaches the files a mail refers to, made by their source at delivery", async () => {
    const content = Buffer.from("%PDF-1.7 attached bytes made at delivery");
    testApp.context.mailer.defineAttachmentSource("test-file", async (key) => Buffer.concat([content, Buffer.from(key)]));
    await testApp.context.db.transaction().execute((trx) =>
      testApp.context.mailer.queueContent(trx, {
        to: "attachment.reader@example.com",
        template: "test",
        lang: "en-gb",
        content: { subject: "With a file", heading: "With a file", paragraphs: ["See the attachment."] },
        attachments: [{ source: "test-file", key: "-42", filename: "contract - signed.pdf", contentType: "application/pdf" }],
      }),
    );
    await testApp.context.jobs.runUntilIdle();
    const mail = received.find((entry) => entry.to.includes("attachment.reader@example.com"));
    expect(mail?.data).toMatch(/Content-Disposition: attachment;\s+filename="contract - signed.pdf"/);
    expect(mail?.data).toContain("Content-Type: application/pdf");
    expect(mail?.data.replace(/\r?\n/g, "")).toContain(Buffer.concat([content, Buffer.from("-42")]).toString("base64"));
  });

  it("does not offer the outbox when SMTP is configured", async () => {
    expect((await testApp.request({ method: "GET", url: "/api/dev/mail" })).statusCode).toBe(404);
  });
});
