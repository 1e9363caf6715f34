import nodemailer from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The Message-ID header (`<…@…>`): made from the mail's row id, so a mail sent again after a
   * process died between the SMTP server's acceptance and recording it carries the same id, and
   * mail clients show it once.
   */
  messageId?: string;
  /** `cid` marks an inline image the HTML names as `cid:…`. */
  attachments?: { filename: string; contentType: string; content: Buffer; cid?: string }[];
}

/** Delivers a rendered mail. The outbox keeps mails in the database only (the mails table). */
export interface MailTransport {
  name: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    name: "smtp",
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Outside production with no SMTP server: the mail stays in the mails table, readable at /dev/mail. */
export const outboxTransport: MailTransport = {
  name: "outbox",
  send: async () => {},
  close: () => {},
};
