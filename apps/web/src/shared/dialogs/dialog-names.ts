/** Every dialog of spec §2 by namespace. Only one is shown at a time. */
export const DIALOG_NAMES = {
  document: [
    "add-observer",
    "add-signer",
    "add-signer-group",
    "delegate",
    "remove-signer",
    "supply-eid-data",
    "tan-entry",
    "terms-of-use",
    "upgrade-standards",
    "visual-signature-data",
    "withdraw",
  ],
  business: [
    "add-member",
    "create-api-user",
    "delete-api-user",
    "edit-api-user",
    "reset-api-key",
    "show-api-key",
    "business-downgraded",
    "business-invitation",
    "locked-member",
    "cancel-subscription",
    "cancel-trial",
    "free-plan-downgrade",
    "remove-members",
    "remove-seats",
    "transactional-satisfaction-survey",
  ],
  profile: ["delete-account", "leave-business"],
  signature: ["delete-signature"],
  "signer-group": ["delete-signer-group"],
  template: ["delete-template"],
  general: [
    "accept-terms",
    "activate-auto-deletion",
    "deactivate-auto-deletion",
    "connect-austrian-eid",
    "decline-signing-request",
    "delete-documents",
    "fair-flat-migration",
    "free-migration",
    "leave-page",
    "part11-info",
    "relationship-satisfaction-survey",
    "stop-self-observe",
  ],
} as const;

export type DialogNamespace = keyof typeof DIALOG_NAMES;
export type DialogName<N extends DialogNamespace = DialogNamespace> = (typeof DIALOG_NAMES)[N][number];
/** "namespace/name", the key a dialog is registered and opened by. */
export type DialogKey = { [N in DialogNamespace]: `${N}/${(typeof DIALOG_NAMES)[N][number]}` }[DialogNamespace];

export const DIALOG_KEYS: readonly DialogKey[] = (Object.keys(DIALOG_NAMES) as DialogNamespace[]).flatMap((namespace) =>
  DIALOG_NAMES[namespace].map((name) => `${namespace}/${name}` as DialogKey),
);
