import { DEFAULT_LANGUAGE, isSupportedLanguage, type Language } from "@paraph/contracts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import type { Db } from "../../platform/db/database.ts";
import type { OtpDelivery } from "./csc-demo-server.ts";
import { OTP_MAILS } from "./csc-demo-otp-templates.ts";

/**
 * The demo service "texts" its one-time passwords as mails through Paraph's mailer: to the
 * outbox at /dev/mail outside production without SMTP, to the signer's inbox with SMTP_URL.
 */
export function mailOtpDelivery(db: Db, mailer: Pick<Mailer, "queueContent">): OtpDelivery {
  return async (message) => {
    const lang: Language = isSupportedLanguage(message.lang) ? message.lang : DEFAULT_LANGUAGE;
    const minutes = Math.max(1, Math.round((message.expiresAt.getTime() - message.sentAt.getTime()) / 60_000));
    const content = OTP_MAILS[lang]({ otp: message.otp, name: message.name, minutes });
    // The mail and its delivery job go in together, or neither does.
    await db.transaction().execute((trx) => mailer.queueContent(trx, { to: message.userID, template: "csc-demo-otp", lang, content }));
  };
}
