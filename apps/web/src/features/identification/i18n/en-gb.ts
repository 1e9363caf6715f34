/** English strings of identification (identity verification for QES); the other languages follow this shape. */
export const identificationEnGb = {
  legislations: {
    eidas: "eIDAS (EU)",
    zertes: "ZertES (Switzerland)",
  },
  choice: {
    title_eidas: "Verify your identity under eIDAS (EU)",
    title_zertes: "Verify your identity under ZertES (Switzerland)",
    lead: "A qualified electronic signature (QES) needs your identity verified once. Choose how:",
    self: "Self-identification",
    self_body: "With your ID document and your phone's camera, whenever it suits you.",
    auto: "Automatic identification",
    auto_body: "With your ID document and a selfie, checked automatically in a few minutes.",
    video: "Video identification",
    video_body: "In a video call with an agent who checks your ID document.",
    choose: "Choose {{way}}",
    personal_details: "Check your name first",
  },
  run: {
    demo: "Demo: Paraph's demo identity provider stands in for the identification partner. On its page you choose a test identity; nothing is checked and it carries no legal weight.",
    start: "Start the identification",
    cancel: "Cancel the identification",
    retry: "Start again",
    other_way: "Choose another way",
    statuses: {
      none: "You have not started this identification yet.",
      initialized: "Your identification has started and waits for the verdict. This page updates by itself.",
      inprogress: "Your identification is in progress. This page updates by itself.",
      activatingQES: "Your identity is confirmed. You can now sign with a qualified electronic signature.",
      failure: "Your identity could not be confirmed. You can try again.",
      cancelled: "You cancelled this identification. You can start again.",
    },
    cancelled: "The identification was cancelled.",
    continue_at_provider: "Continue at the identity provider",
    outcomes: {
      failed: "The identity provider could not confirm your identity.",
      abandoned: "The identification was abandoned at the identity provider before it finished.",
      serial_number_mismatch: "The identification named another person than the one already confirmed on your account, so the qualified signature was not activated.",
    },
    refused: {
      identification_callback_unsigned: "Paraph refused a report of the identity provider because it was not signed; nothing changed.",
      identification_callback_signature_invalid: "Paraph refused a report of the identity provider because its signature was not valid; nothing changed.",
      identification_callback_replayed: "Paraph refused a report of the identity provider that had already been received; nothing changed.",
      identification_callback_late: "Paraph refused a report of the identity provider that arrived too late; nothing changed.",
      identification_callback_wrong_person: "Paraph refused a report of the identity provider about another person; nothing changed.",
      identification_not_pending: "Paraph refused a report of the identity provider about an identification that had already ended; nothing changed.",
    },
    failure_help: "Check that your ID document is valid and readable and that your face is well lit, then start again or choose another way.",
  },
  direct: {
    no_link: "Open the link in your invitation first: verifying your identity for a document starts there.",
    back: "Back to the document",
    entry_title: "Sign “{{title}}”",
    entry_lead_qes: "{{name}} asks you to sign with a qualified electronic signature (QES) under {{legislation}}. It needs your identity verified once.",
    entry_lead_other: "{{name}} asks you to sign. No identification is needed: open the document and sign.",
    identify: "Verify your identity",
    identified: "Your identity is verified. You can sign now.",
    preview: "View the documents",
    sign: "Open the document to sign",
    preview_title: "Preview of “{{title}}”",
    personal_details_title: "Your name",
    personal_details_lead: "Your identification and your signature carry this name. It must be the name on your ID document.",
    continue: "Continue",
  },
  id_austria: {
    lead: "ID Austria is Austria’s electronic identity (eID), recognised across the EU at the highest level of eIDAS. Logging in with it verifies your identity for qualified electronic signatures (QES) under eIDAS.",
    none: "You have not connected ID Austria yet.",
    connect: "Connect ID Austria",
  },
  connect_austrian_eid: {
    title: "Connect an Austrian eID",
    what: "ID Austria is Austria’s electronic identity, notified under eIDAS at level high. You log in with it on the identity provider’s ID Austria page, which confirms who you are.",
    shared_lead: "ID Austria passes on to Paraph:",
    shared: {
      name: "your first and last name",
      date_of_birth: "your date of birth",
      document_number: "the number of your ID",
    },
    after: "You can then sign with a qualified electronic signature (QES) under eIDAS, in the name ID Austria confirmed. That name can no longer be changed.",
    confirm: "Continue to ID Austria",
  },
} as const;

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    identification: typeof identificationEnGb;
  }
}
