/** English strings of the signer-groups feature; the other languages follow this shape. */
export const signerGroupsEnGb = {
  lead: "A signer group adds several people to a request as signers in one step. Every member of the business can use the groups; admins create and change them.",
  new: "Create signer group",
  empty: "Your business has no signer groups yet.",
  list_label: "Signer groups",
  limits: "{{count}} of {{maxGroups}} groups; at most {{maxParticipants}} people per group.",
  limit_reached: "The business has as many signer groups as it may keep. Delete one to create another.",
  people: "People: {{count}}",
  edit: "Edit",
  edit_label: "Edit {{name}}",
  delete: "Delete",
  delete_label: "Delete {{name}}",
  saved: "The signer group {{name}} was saved.",
  deleted: "The signer group {{name}} was deleted.",
  overlay: {
    title_new: "Create signer group",
    title_edit: "Edit signer group",
    lead: "Name the group and list its people in the order they sign. Anyone with an e-mail address may be in a group, inside or outside the business.",
    name: "Group name",
    people: "People",
    person: "Person {{number}}",
    email: "E-mail address",
    first_name: "First name",
    last_name: "Last name",
    optional: "optional",
    add_person: "Add person",
    remove_person: "Remove person {{number}}",
    save: "Save group",
    cancel: "Cancel",
    max_people: "At most {{max}} people per group.",
    name_required: "Enter a name for the group.",
    email_invalid: "Enter a valid e-mail address.",
    email_duplicate: "This address is in the group already.",
  },
  delete_dialog: {
    title: "Delete signer group",
    body: "Delete the signer group {{name}}? Requests that took signers from it keep them.",
    confirm: "Delete group",
  },
};

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    signer_groups: typeof signerGroupsEnGb;
  }
}
