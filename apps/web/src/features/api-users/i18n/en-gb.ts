/** English strings of the API users page and its dialogs; the other languages follow this shape. */
export const apiUsersEnGb = {
  list: {
    intro: "An API user lets another system work for the business through Paraph's API: it logs in with its username and key and can upload documents, send signature requests and sign with a seal you give it. It cannot use the web app or change the business.",
    create: "Create API user",
    full: "The business has {{max}} API users, the most it may have. Delete one to create another.",
    empty: "The business has no API user yet.",
    description: "Description",
    username: "Username",
    seal: "Seal",
    created: "Created",
    last_used: "Last used",
    never_used: "Never",
    actions: "Actions",
    edit: "Edit {{name}}",
    reset: "New key for {{name}}",
    delete: "Delete {{name}}",
  },
  form: {
    description: "Description",
    description_hint: "Which system uses it, so you recognise it later (at most {{max}} characters).",
    seal: "Seal",
    seal_hint: "The business seal it may sign with, if any.",
    no_seal: "No seal",
  },
  create: {
    title: "Create API user",
    body: "Paraph makes up the username and a key. You see the key once, right after this.",
    confirm: "Create",
  },
  edit: {
    title: "Edit API user",
    body: "The username and key stay the same.",
    confirm: "Save",
    saved: "The API user is saved.",
  },
  key: {
    title: "The API user's key",
    warning: "Copy the key now and keep it somewhere safe: Paraph shows it only this once. If it is lost, make a new key.",
    username: "Username",
    key: "Key",
    copy: "Copy the key",
    copied: "The key is copied.",
    copy_failed: "The key could not be copied; select it and copy it yourself.",
    done: "I have stored the key",
  },
  reset: {
    title: "Make a new key?",
    body: "{{name}} gets a new key. The old key and every session opened with it stop working at once.",
    confirm: "Make a new key",
  },
  delete: {
    title: "Delete the API user?",
    body: "{{name}} can no longer log in, and its sessions stop at once. The requests it sent are deleted with it.",
    confirm: "Delete",
    deleted: "{{name}} is deleted.",
  },
};

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    api_users: typeof apiUsersEnGb;
  }
}
