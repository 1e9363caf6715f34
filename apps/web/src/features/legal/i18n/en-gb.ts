/** English strings of the built-in terms of use and privacy notice (/legal/terms, /legal/privacy); the other languages follow this shape. */
export const legalEnGb = {
  operator_unnamed: "the operator of this installation",
  other_page: "Read also:",
  moved: "The operator publishes this document here:",
  terms: {
    whose: "These are the terms of use of this installation of Paraph at {{address}}. It is run by {{operator}}, who sets these terms and is the one you agree them with.",
    built_in: "These are the default terms that come with Paraph, because no terms of the operator's own were configured. The Paraph open-source project does not run this installation and is not a party to them.",
    sections: {
      cover: {
        title: "What they cover",
        text: "Your account on this installation and what you do with it: uploading documents, sending them to be signed, signing documents sent to you, and the electronic signatures, seals and audit trails this installation creates.",
      },
      yours: {
        title: "Your part",
        text: "Give true details about yourself, keep your password and codes to yourself, upload only documents you may share with the people you send them to, and do not use the service to break the law or to harm others.",
      },
      signatures: {
        title: "Signatures",
        text: "What a signature means in law depends on its standard (simple, advanced or qualified) and on the law that applies to the document. Paraph shows the standard of each signature; whether it is enough for a document is for you and the other parties to decide.",
      },
      ending: {
        title: "Ending",
        text: "You may delete your account at any time in your profile. Accounts that break these terms may be closed by {{operator}}. Signed documents that others received stay with them.",
      },
      questions: {
        title: "Questions",
        text: "Please address questions about these terms to {{operator}}.",
      },
    },
  },
  privacy: {
    whose: "This is the privacy notice of this installation of Paraph at {{address}}. It is run by {{operator}}, who decides what happens to your personal data here and is responsible for it.",
    built_in: "This is the default notice that comes with Paraph, because no notice of the operator's own was configured. The Paraph open-source project does not run this installation and does not receive your data.",
    sections: {
      data: {
        title: "What is kept",
        text: "Your name and e-mail address and, if you give them, your mobile number and company; the documents you upload or are sent; the signatures and the audit trail of each request (who did what and when, with the IP address); and, for qualified signatures, the result of your identification.",
      },
      purpose: {
        title: "Why",
        text: "To run your account, to send, sign and keep documents as you and the other parties ask, to show afterwards who signed what and when, and to keep the service secure.",
      },
      shared: {
        title: "Who else sees it",
        text: "The people a request is shared with see its documents and the names and actions of its signers. Identification and qualified signatures involve the trust service providers that carry them out. Nothing is sold or used for advertising.",
      },
      retention: {
        title: "How long",
        text: "As long as your account exists, or as long as the sender of a request keeps it. When you delete your account, your data is deleted, except the copies of signed documents and their audit trails that others keep.",
      },
      rights: {
        title: "Your rights",
        text: "You may see, correct and delete your data, most of it in your profile. For anything else, and for questions about this notice, please contact {{operator}}.",
      },
    },
  },
};

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    legal: typeof legalEnGb;
  }
}
