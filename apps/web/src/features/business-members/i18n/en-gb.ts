/** English strings of the members and allowed-domains pages and their dialogs; the other languages follow this shape. */
export const businessMembersEnGb = {
  nav: {
    members: "Members",
    domains: "Allowed domains",
    seals: "Seals",
  },
  members: {
    intro: "Everyone in {{business}}. Administrators manage the members, the allowed domains and the seals; members sign in the business's name.",
    invite: "Invite members",
    name: "Name",
    email: "E-mail address",
    role: "Role",
    joined: "Joined",
    actions: "Actions",
    select: "Select {{name}}",
    admin: "Administrator",
    member: "Member",
    you: "you",
    promote: "Make administrator",
    demote: "Make member",
    promoted: "{{name}} is now an administrator.",
    demoted: "{{name}} is now a member.",
    last_admin_hint: "The only administrator cannot become a member: make someone else an administrator first.",
    remove_selected: "Remove selected ({{count}})",
    empty: "Nobody is in the business yet.",
  },
  invitations: {
    title: "Pending invitations",
    empty: "No invitation is waiting for an answer.",
    invited_at: "Invited",
    resend: "Resend",
    revoke: "Revoke",
    resent: "The invitation to {{email}} was sent again.",
    revoked: "The invitation to {{email}} was revoked.",
  },
  add_member: {
    title: "Invite members",
    body: "Each address gets an e-mail: people with a Paraph account answer the invitation when they log in, others sign up first.",
    addresses: "E-mail addresses",
    addresses_hint: "Several at once, separated by commas, spaces or new lines (at most {{max}}).",
    invalid: "Not valid e-mail addresses: {{emails}}",
    too_many: "At most {{max}} addresses at once.",
    domain_refused: "Not in the allowed domains ({{domains}}): {{emails}}. Nobody was invited.",
    confirm: "Send invitations",
    invited: "Invitations sent: {{count}}.",
    already_members: "Already members: {{emails}}",
  },
  remove_members: {
    title: "Remove members",
    body: "These people leave the business and can no longer sign with its seals. Their own documents stay theirs; to come back they need a new invitation.",
    confirm: "Remove",
    removed: "People removed from the business: {{count}}.",
  },
  locked_member: {
    title: "Your business account is locked",
    body: "{{business}} cannot be used at the moment. Only an administrator of the business can unlock it.",
    admins: "Administrators to contact:",
    confirm: "Understood",
  },
  domains: {
    intro: "Once the business lists allowed domains, administrators can only invite addresses of those domains (and their subdomains). With no domain listed, any address may be invited.",
    domain: "Domain",
    domain_hint: "A host name such as example.ch.",
    invalid: "Please enter a valid domain, such as example.ch.",
    add: "Add domain",
    added: "{{domain}} is now allowed.",
    remove: "Remove {{domain}}",
    removed: "{{domain}} is no longer allowed.",
    empty: "No domain is listed: any address may be invited.",
    limit: "At most {{max}} domains.",
  },
};

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    business_members: typeof businessMembersEnGb;
  }
}
