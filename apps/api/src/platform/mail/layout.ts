/** A business's look for the mails of its requests: its logo (an inline image) with its name as the text alternative. */
export interface MailBranding {
  name: string;
  logoContentId: string;
}

/**
 * What every Paraph mail is made of; html-layout.ts and text-layout.ts turn the same content into
 * the HTML and the plain-text part (docs/mails.md).
 */
export interface MailContent {
  subject: string;
  heading: string;
  /** Plain text; a line break the author typed (a sender's message) is kept in both parts. */
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under the action, such as how long a link stays valid. */
  note?: string;
  /** Replaces Paraph's name at the top of the HTML with the business's logo. */
  branding?: MailBranding;
}
