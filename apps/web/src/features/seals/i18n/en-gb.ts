/** English strings of the seal pages; the other languages follow this shape. */
export const sealsEnGb = {
  list: {
    intro: "A seal signs in the business's name rather than a person's. Paraph's operator sets seals up with their certificate; administrators name them, give them an image and choose the members who may use them.",
    display_name: "Name",
    account_name: "Account name",
    api_keys: "API keys",
    members: "Members",
    empty: "The business has no seal yet. Ask Paraph's operator to set one up.",
  },
  detail: {
    back: "All seals",
    not_found: "The business has no seal of that name.",
    name_title: "Name",
    display_name: "Display name",
    display_name_hint: "How Paraph names the seal; the certificate keeps the name it was issued with.",
    renamed: "The seal is now called {{name}}.",
    image_title: "Seal image",
    image_intro: "The image is drawn in the seal's visual signature on every document it signs. PNG, JPEG or SVG, up to {{size}}.",
    image_alt: "Image of the seal {{name}}",
    no_image: "No image: the seal's visual signature shows text only.",
    choose_image: "Upload an image",
    delete_image: "Delete the image",
    image_uploaded: "The seal's image is saved.",
    image_deleted: "The seal's image is deleted.",
    image_failed: "The image could not be shown.",
    members_title: "Members allowed to use the seal",
    members_intro: "Only these members of the business can sign with the seal.",
    no_members: "Nobody may use the seal yet.",
    add_member: "Member",
    add_member_none: "Every member may use the seal already.",
    add: "Allow",
    added: "{{name}} may now use the seal.",
    remove: "Remove {{name}}",
    removed: "{{name}} may no longer use the seal.",
    api_users_title: "API users allowed to use the seal",
    api_users_intro: "These API users of the business can sign with the seal through the API.",
    no_api_users: "No API user may use the seal.",
    api_users_link: "Manage API users",
    certificate_title: "Certificate",
    subject: "Subject",
    issuer: "Issuer",
    serial: "Serial number",
    valid_from: "Valid from",
    valid_until: "Valid until",
    demo: "Demo certificate: its signatures have no legal weight.",
  },
};

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    seals: typeof sealsEnGb;
  }
}
