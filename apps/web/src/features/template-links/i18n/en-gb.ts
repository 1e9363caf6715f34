/** English strings of the template link's page; the other languages follow this shape. */
export const templateLinksEnGb = {
  sent_by: "Sent by {{name}}",
  role: "You sign as: {{role}}",
  intro: "Give your name and e-mail address. We e-mail you a code to confirm the address; then you fill in and sign the document.",
  person: {
    title: "Your details",
    submit: "Send me the code",
  },
  code: {
    title: "Enter the code",
    sent: "We sent a six-digit code to {{email}}. It is valid for 5 minutes.",
    label: "Code",
    hint: "The six digits from the e-mail",
    format: "Enter the six digits of the code.",
    submit: "Confirm and open the document",
    resend: "Send a new code",
    resent: "A new code is on its way.",
    wrong: "This code is wrong. Check the e-mail and try again.",
    locked: "The code is locked after three wrong tries. Ask for a new code.",
    expired: "The code has expired. Ask for a new code.",
    change: "Change my details",
  },
  gone: {
    revoked_title: "This link has been revoked",
    revoked: "Its sender no longer takes signatures through it. Ask them for a new link.",
    outdated_title: "This link no longer fits its template",
    outdated: "The template changed since this link was made. Ask its sender for a new link.",
    unknown_title: "This link does not exist",
    unknown: "Check that you copied the whole address, or ask its sender for the link again.",
  },
  opening: "Opening the document…",
};

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    template_links: typeof templateLinksEnGb;
  }
}
