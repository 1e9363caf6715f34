/** English strings of the account's e-mail change (settings card and /profile/confirm); the other languages follow this shape. */
export const emailChangeEnGb = {
  heading: "E-mail address",
  current: "Your account uses {{email}}.",
  new_email: "New e-mail address",
  explain_one: "We send a link to the new address. Your address changes once you open it while logged in; it is valid for {{count}} hour.",
  explain_many: "We send a link to the new address. Your address changes once you open it while logged in; it is valid for {{count}} hours.",
  explain_other: "We send a link to the new address. Your address changes once you open it while logged in; it is valid for {{count}} hours.",
  submit: "Send confirmation link",
  sent: "We sent a confirmation link to {{email}}.",
  pending: "Waiting for confirmation at {{email}}. Open the link in the e-mail we sent there to finish the change.",
  cancel: "Cancel the change",
  cancelled: "The change of e-mail address was cancelled.",
  sso: "Your e-mail address comes from your company's single sign-on and can only be changed there.",
  confirm: {
    working: "Confirming your new e-mail address…",
    done_title: "E-mail address changed",
    done: "Your account now uses {{email}}. Log in with it from now on; your other sessions were logged out.",
    failed_title: "The e-mail address was not changed",
    missing_token: "This page needs the link from the confirmation e-mail. Open the link in the e-mail again.",
    to_settings: "Go to settings",
    to_dashboard: "Go to the dashboard",
    reasons: {
      token_expired: "The link has expired. Ask for the change again in your settings.",
      token_used: "This link has been used, or a newer request or a cancellation replaced it. Check your e-mail address in your settings.",
      token_invalid: "This link is not valid. Open the whole link from the e-mail, or ask for the change again.",
      email_change_other_account: "This link was sent for another account. Log out, then log in with the account that asked for the change and open the link again.",
      email_already_registered: "Another account has taken this e-mail address meanwhile. Choose another address in your settings.",
    },
  },
};

declare module "../../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    email_change: typeof emailChangeEnGb;
  }
}
