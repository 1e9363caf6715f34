import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test-support/test-app.ts";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("the development outbox", () => {
  it("shows a mail's plain text, and lists the addresses in it without the punctuation around them", async () => {
    const to = "outbox.preview@example.ch";
    await testApp.context.db.transaction().execute((trx) =>
      testApp.context.mailer.queueContent(trx, {
        to,
        template: "outbox-preview",
        lang: "fr-ch",
        content: {
          subject: "Aperçu",
          heading: "Aperçu de la mise en page",
          paragraphs: ["Les questions vont à https://paraph.test/aide/contact. Merci de votre patience, Müller & Partner AG."],
          action: { label: "Ouvrir", url: "http://paraph.test/view/1?token=abc&step=2" },
        },
      }),
    );
    const [mail] = await testApp.mailsTo(to);
    expect(mail?.links).toEqual(["https://paraph.test/aide/contact", "http://paraph.test/view/1?token=abc&step=2"]);

    const text = await testApp.request({ method: "GET", url: `/dev/mail/${mail?.id}/text` });
    expect(text.statusCode).toBe(200);
    expect(text.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(text.body).toBe(mail?.text);
    expect(text.body).toContain("\nhttps://paraph.test/aide/contact.\nMerci de votre patience, Müller & Partner AG.\n\nOuvrir :\nhttp://paraph.test/view/1?token=abc&step=2\n");

    const list = await testApp.request({ method: "GET", url: `/dev/mail?to=${encodeURIComponent(to)}` });
    expect(list.body).toContain(`<a href="/dev/mail/${mail?.id}/text">plain text</a>`);
    expect((await testApp.request({ method: "GET", url: "/dev/mail/00000000-0000-4000-8000-000000000000/text" })).statusCode).toBe(404);
  });
});
