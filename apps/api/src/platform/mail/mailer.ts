import type { Insertable } from "kysely";
import { isSupportedLanguage, DEFAULT_LANGUAGE, type Language } from "@paraph/contracts";
import type { Clock } from "../clock.ts";
import type { Db } from "../db/database.ts";
import type { MailAttachmentRef, MailsTable } from "../db/schema.ts";
import type { JobExecutor, JobQueue, NewJobRow } from "../jobs/job-queue.ts";
import { inChunks } from "../db/insert-chunks.ts";
import { noMetrics, type MetricsPort } from "../metrics/metrics-port.ts";
import { renderHtml } from "./html-layout.ts";
import type { MailContent } from "./layout.ts";
import { renderText } from "./text-layout.ts";
import { MAIL_TEMPLATES, type MailTemplateData, type MailTemplateName } from "./templates.ts";
import type { MailTransport, OutgoingMail } from "./transports.ts";

const SEND_MAIL_JOB = "send-mail";

/** A mail a module rendered itself: to whom, which of its templates, in which language. */
export interface ContentMail {
  to: string;
  template: string;
  lang: Language;
  content: MailContent;
  attachments?: MailAttachmentRef[];
}

/** A mail ready to be written: its row and its delivery job's. */
export interface QueuedMail {
  mail: Insertable<MailsTable> & { id: string };
  job: NewJobRow;
}

/** Makes the bytes of one kind of attachment from its key (a module registers it at start-up). */
export type AttachmentSource = (key: string) => Promise<Buffer>;

/**
 * Queues mails in the same transaction as the change they report, and delivers them from the
 * job queue afterwards, so a mail is sent if and only if its change was committed.
 */
export class Mailer {
  private readonly attachmentSources = new Map<string, AttachmentSource>();

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly metrics: MetricsPort = noMetrics,
  ) {
    jobs.define(SEND_MAIL_JOB, (payload) => this.deliver((payload as { mailId: string }).mailId), {
      maxAttempts: 8,
      onGiveUp: async (payload, error) => {
        metrics.countMailDelivery("given_up");
        await db
          .updateTable("mails")
          .set({ status: "failed", error })
          .where("id", "=", (payload as { mailId: string }).mailId)
          .execute();
      },
    });
  }

  defineAttachmentSource(source: string, make: AttachmentSource): void {
    this.attachmentSources.set(source, make);
  }

  /** The files a queued mail carries, made now from their sources. */
  async resolveAttachments(refs: readonly MailAttachmentRef[]): Promise<NonNullable<OutgoingMail["attachments"]>> {
    const files = [];
    for (const ref of refs) {
      const make = this.attachmentSources.get(ref.source);
      if (!make) throw new Error(`No attachment source ${ref.source}`);
      files.push({ filename: ref.filename, contentType: ref.contentType, content: await make(ref.key), ...(ref.contentId ? { cid: ref.contentId } : {}) });
    }
    return files;
  }

  get transportName(): string {
    return this.transport.name;
  }

  async queue<Name extends MailTemplateName>(
    executor: JobExecutor,
    mail: { to: string; template: Name; lang: string; data: MailTemplateData<Name> },
  ): Promise<string> {
    const lang: Language = isSupportedLanguage(mail.lang) ? mail.lang : DEFAULT_LANGUAGE;
    const render = MAIL_TEMPLATES[mail.template][lang] as (data: MailTemplateData<Name>) => ReturnType<
      (typeof MAIL_TEMPLATES)["account-deleted"]["en-gb"]
    >;
    return this.queueContent(executor, { to: mail.to, template: mail.template, lang, content: render(mail.data) });
  }

  /** Queues a mail a module rendered itself (modules keep their own templates). */
  async queueContent(executor: JobExecutor, mail: ContentMail): Promise<string> {
    const queued = this.queuedMailOf(mail);
    await this.insertQueued(executor, [queued]);
    await this.jobs.enqueueRows(executor, [queued.job]);
    return queued.mail.id;
  }

  /** Writes mails made by queuedMailOf, several in one statement; their jobs are the caller's to enqueue (with its others). */
  async insertQueued(executor: JobExecutor, mails: readonly QueuedMail[]): Promise<void> {
    await inChunks(
      mails.map((queued) => queued.mail),
      (chunk) => executor.insertInto("mails").values(chunk).execute(),
    );
  }

  /**
   * The rows that queue a mail (queueContent writes them; a caller writing many at once, such as
   * a bulk send's batch, inserts them together): the mail, rendered, and the job that sends it.
   */
  queuedMailOf(mail: ContentMail): QueuedMail {
    const { content, lang } = mail;
    const id = crypto.randomUUID();
    return {
      mail: {
        id,
        recipient: mail.to,
        subject: content.subject,
        text_body: renderText(content, lang),
        html_body: renderHtml(content, lang),
        template: mail.template,
        lang,
        attachments: JSON.stringify(mail.attachments ?? []),
        status: "queued",
        transport: null,
        error: null,
        created_at: this.clock.now(),
        sent_at: null,
      },
      job: this.jobs.jobRowOf(SEND_MAIL_JOB, { mailId: id }),
    };
  }

  private async deliver(mailId: string): Promise<void> {
    const mail = await this.db.selectFrom("mails").selectAll().where("id", "=", mailId).executeTakeFirst();
    if (!mail || mail.status === "sent") return;
    try {
      const attachments = await this.resolveAttachments(mail.attachments);
      await this.transport.send({
        from: this.from,
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        messageId: messageIdOf(mail.id, this.from),
        attachments,
      });
    } catch (error) {
      this.metrics.countMailDelivery("failed");
      await this.db
        .updateTable("mails")
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where("id", "=", mailId)
        .execute();
      throw error;
    }
    await this.db
      .updateTable("mails")
      .set({ status: "sent", transport: this.transport.name, sent_at: this.clock.now(), error: null })
      .where("id", "=", mailId)
      .execute();
    this.metrics.countMailDelivery("sent");
  }

  close(): void {
    this.transport.close();
  }
}

/** `<mail id@the sender's domain>`: the same for every attempt at one mail. */
export function messageIdOf(mailId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? "paraph.localhost";
  return `<${mailId}@${domain}>`;
}
