/** English strings of the direct-sign (guest) pages; the other languages follow this shape. */
export const directSignEnGb = {
  page: {
    from: "Sent by {{name}}",
    logo_alt: "Logo of {{name}}",
    lead: "{{name}} asks you to sign with Paraph. You do not need an account: the link in your invitation is all it takes.",
  },
  support: {
    title: "Questions? Contact {{name}}",
    email: "E-mail:",
    phone: "Phone:",
  },
  name: {
    title: "Your name",
    hint: "Your signature shows this name. You can change it until you sign.",
    required: "Enter your first and last name.",
    save: "Save name",
    saved: "Your name is saved.",
  },
  panel: {
    quality: "Simple electronic signature (SES): confirmed by a code we e-mail to {{email}}.",
    quality_qes: "Qualified electronic signature (QES) under {{legislation}}: needs your identity verified once, then confirmed by a code we e-mail to {{email}}.",
    needs_identification: "Verify your identity before you sign.",
    identify: "Verify your identity",
  },
  overlay: {
    title: "Confirm your signature",
    what: "You sign “{{title}}” as {{name}}.",
    code: "To confirm that it is you, we e-mail a six-digit code to {{email}}.",
    quality: "Your signature is a simple electronic signature (SES).",
    quality_qes: "Your signature is a qualified electronic signature (QES).",
    send_code: "Send the code",
  },
  actions: {
    title: "More",
    download: "Download the documents (ZIP)",
    download_signed: "Download the signed documents (ZIP)",
  },
  embedded: {
    opening: "Opening the signing link…",
    closed_title: "This signing link no longer works",
    closed_hint: "Go back to the page you came from and start signing again: it makes a new link.",
  },
  unavailable: {
    title: "This link no longer works",
    body: "The request was completed, declined, withdrawn or has expired, or you are no longer one of its signers.",
    hint: "If you still need to sign, ask the person who sent you the request for a new invitation.",
  },
  failed: {
    title: "The request could not be opened",
    retry: "Try again",
  },
  signed: {
    title: "Thank you for signing",
    body_open: "Your signature is on “{{title}}”. The others are asked to sign next; once everyone has signed, the signed documents come to you by e-mail.",
    body_completed: "Everyone has signed “{{title}}”. We are e-mailing you the signed documents.",
    body_closed: "Your signature is on the documents. Once everyone has signed, the signed documents come to you by e-mail.",
  },
  declined: {
    title: "You declined",
    body: "The request has ended. The sender and the other signers are told by e-mail.",
  },
} as const;

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    direct_sign: typeof directSignEnGb;
  }
}
