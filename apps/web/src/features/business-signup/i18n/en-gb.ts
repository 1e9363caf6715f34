/** English strings of the business sign-up, register, upgrade and welcome pages; the other languages follow this shape. */
export const businessSignupEnGb = {
  signup: {
    title: "Create your business account",
    lead: "Enter your work e-mail address; we will send you a link to set up your account and your business.",
    submit: "Send confirmation link",
    have_account: "Already have a Paraph account?",
    login_link: "Log in and register your business",
    personal_link: "Looking for a personal account?",
  },
  steps: {
    lead: "Your e-mail address {{email}} is confirmed. Tell us about you and your business; you will be its administrator.",
    you: "You",
    submit: "Create account and business",
  },
  details: {
    legend: "Your business",
    name: "Business name",
    email: "Business e-mail address",
    email_hint: "Where Paraph writes about the business, for example billing@company.ch.",
    phone: "Business phone number",
    gtc_required: "Please accept the terms of use to continue.",
    dpa: "I accept the data processing agreement on behalf of the business.",
    dpa_required: "Please accept the data processing agreement to continue.",
  },
  register: {
    lead: "Create a business on Paraph with your account {{email}}. You become its administrator: you invite members, manage seals and signer groups, and see the business's activity.",
    submit: "Create business",
  },
  upgrade: {
    lead_user: "Turn your account into a business account: create your business and invite your colleagues. Your own documents and signature requests stay with you.",
  },
  welcome: {
    greeting: "Welcome, {{name}}!",
    lead: "{{business}} is ready, and you are its administrator. These are good next steps:",
    steps: {
      profile: { title: "Complete the business profile", body: "Name, contact details and logo that signers see." },
      members: { title: "Invite your colleagues", body: "Members sign in the business's name; administrators manage it with you." },
      settings: { title: "Choose the settings", body: "Support contact, retention, mail attachments and more." },
      signer_groups: { title: "Create signer groups", body: "Add a whole team as signers to a request in one step." },
      activity: { title: "Follow the activity", body: "Accounts, signatures and identifications of the business." },
    },
    dashboard: "Go to the business dashboard",
  },
};

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    business_signup: typeof businessSignupEnGb;
  }
}
