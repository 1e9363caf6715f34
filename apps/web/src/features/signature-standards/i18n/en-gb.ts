/** English strings of the profile's signature standards (qualities, mobile ID, identification); the other languages follow this shape. */
export const signatureStandardsEnGb = {
  overview: {
    lead: "Each standard lets you sign documents that ask for it. The table shows which ones you hold and how to get the others.",
    table_caption: "Your signature standards",
    standard: "Standard",
    legislation: "Legislation",
    held: "Held",
    lets_you: "Lets you sign",
    how: "How to get it",
    yes: "Yes",
    no: "Not yet",
    demo: "Demo",
    update: "Raise your standard",
    default_legislation: "Default legislation",
    default_legislation_none: "Not set",
    change_legislation: "Change the default legislation",
    back: "Back to the profile",
  },
  qualities: {
    ses: "Simple (SES)",
    aes: "Advanced (AES)",
    aesMinimal: "Advanced, minimal (AES)",
    qes: "Qualified (QES)",
  },
  legislations: {
    any: "Any",
    eidas: "EU (eIDAS)",
    zertes: "Switzerland (ZertES)",
  },
  lets_you: {
    ses: "Documents that ask for a simple electronic signature.",
    aes: "Documents that ask for a simple or an advanced signature.",
    aesMinimal: "Documents that ask for an advanced signature under this legislation.",
    qes: "Every document under this legislation, including those that ask for a qualified signature (legally equal to a handwritten one).",
  },
  requires: {
    verified_email: "Confirm your e-mail address.",
    mobile_tan: "Confirm your mobile number with a code sent by SMS.",
    identification: "Verify your identity once.",
  },
  get: {
    mobile_tan: "Confirm your mobile number",
    identification_eidas: "Verify your identity (eIDAS)",
    identification_zertes: "Verify your identity (ZertES)",
  },
  update: {
    lead: "Choose the standard you need. You come back here, or to the document you were signing, afterwards.",
    aes_title: "Advanced signature (AES)",
    aes_body: "Confirm your mobile number with a code sent by SMS. It takes a minute.",
    eidas_title: "Qualified signature in the EU (eIDAS)",
    eidas_body: "Verify your identity once, by yourself with your ID document or in a video call.",
    zertes_title: "Qualified signature in Switzerland (ZertES)",
    zertes_body: "Verify your identity once, automatically or in a video call.",
    held: "You hold this standard already.",
    start: "Get {{standard}}",
  },
  legislation: {
    lead: "Your signatures are issued under this legislation unless a document asks for another.",
    legend: "Default legislation",
    none: "No default: the document decides",
    save: "Save",
    saved: "The default legislation is saved.",
  },
  mobile: {
    lead: "Confirm your mobile number with a code (TAN) sent by SMS: you then sign with an advanced electronic signature (AES).",
    number: "Mobile number",
    number_hint: "For example 079 123 4567 or +41791234567",
    send: "Send the code",
    sent: "A code was sent to {{mobile}}. It is valid until {{time}}.",
    tan: "Code from the SMS (6 digits)",
    confirm: "Confirm",
    resend: "Send a new code",
    confirmed: "Your mobile number {{mobile}} is confirmed.",
  },
  run: {
    needs_mobile: "A qualified signature is confirmed by a code texted to your mobile number. Confirm your mobile number to sign with QES.",
    back_to_request: "Back to the document",
    back_to_standards: "Back to your signature standards",
  },
  payment: {
    title: "Payment",
    body: "No business pays for this identification. It costs {{amount}}; once paid, you continue to the identity provider.",
    pay: "Pay {{amount}} and continue",
    body_member: "The plan of {{business}} does not pay for identifications, so you pay for yours yourself: {{amount}}, charged to your own card and not to {{business}}. Once paid, you continue to the identity provider.",
  },
  overlays: {
    mobile_aes_title: "You sign with AES now",
    mobile_aes_body: "Your mobile number {{mobile}} is confirmed: documents that ask for an advanced electronic signature (AES) are open to you.",
    continue_request: "Back to the document",
    continue_standards: "See your signature standards",
  },
} as const;

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    signature_standards: typeof signatureStandardsEnGb;
  }
}
