/**
 * Files a mail carries, as references resolved when it is delivered (a completed request's
 * signed documents reach their archive version only after the mail is queued).
 */
export const sql = `
ALTER TABLE mails ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
`;
