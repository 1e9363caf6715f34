import type { Clock } from "../clock.ts";
import type { JobExecutor } from "../jobs/job-queue.ts";
import { AppError } from "../errors/app-error.ts";
import { escapeHtml } from "../mail/html.ts";

/**
 * Sends text messages (TANs). Production plugs in an SMS gateway behind this interface
 * (docs/OPERATIONS.md); outside production the outbox keeps them in the mails table, shown at
 * /dev/mail with the recipient's number.
 */
export interface SmsSender {
  readonly name: string;
  send(executor: JobExecutor, message: { to: string; text: string; lang: string }): Promise<void>;
}

export class OutboxSmsSender implements SmsSender {
  readonly name = "outbox";

  constructor(private readonly clock: Clock) {}

  async send(executor: JobExecutor, message: { to: string; text: string; lang: string }): Promise<void> {
    const now = this.clock.now();
    await executor
      .insertInto("mails")
      .values({
        id: crypto.randomUUID(),
        recipient: message.to,
        subject: "SMS",
        text_body: message.text,
        html_body: `<p>${escapeHtml(message.text)}</p>`,
        template: "sms",
        lang: message.lang,
        status: "sent",
        transport: "sms-outbox",
        error: null,
        created_at: now,
        sent_at: now,
      })
      .execute();
  }
}

/** In production without a gateway, nothing is sent and the caller learns it at once. */
export class MissingSmsSender implements SmsSender {
  readonly name = "none";

  async send(): Promise<void> {
    throw new AppError("service_unavailable", { reason: "No SMS gateway is configured" });
  }
}
