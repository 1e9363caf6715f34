/** English strings of mobile signing (MAB); the other languages follow this shape. */
export const mabEnGb = {
  sign: {
    or: "or",
    button: "Sign with the mobile app",
    hint: "You confirm your signature in your mobile app instead of entering a code.",
    hint_demo: "Demo: a page of this Paraph stands in for the mobile app. You confirm your signature there instead of entering a code.",
  },
  redirect: {
    title: "Signing with the mobile app",
    confirming: "Confirming your signature…",
  },
  failure: {
    title: "Signing with the mobile app failed",
    rejected: "You rejected the signing in the mobile app. Nothing was signed.",
    expired: "The confirmation in the mobile app took longer than five minutes. Nothing was signed; please start again.",
    used: "This confirmation has been used already. If you have not signed yet, please start again.",
    missing: "No signing with the mobile app was started in this browser tab. Open the document and start again.",
    nothing_signed: "Nothing was signed.",
    back: "Back to the document",
    home: "Go to Paraph",
  },
} as const;

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    mab: typeof mabEnGb;
  }
}
