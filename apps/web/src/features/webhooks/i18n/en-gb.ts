/** English strings of the webhooks page; the other languages follow this shape. */
export const webhooksEnGb = {
  intro: "Webhooks tell your systems what happens to the business's signature requests: Paraph POSTs each event you choose to your endpoint, signed with the endpoint's secret.",
  empty: "The business has no webhook endpoint yet.",
  form: {
    url: "Endpoint URL",
    url_hint: "An https address that answers with a 2xx status within 10 seconds.",
    description: "Description",
    optional: "optional",
    events: "Events to send",
  },
  create: {
    title: "Add an endpoint",
    submit: "Add endpoint",
    done: "The endpoint is added.",
    full: "The business has {{max}} endpoints, the most it may have.",
  },
  secret: {
    created_title: "The endpoint's signing secret",
    new_title: "The endpoint's new signing secret",
    once: "Copy it now: Paraph shows it only this once.",
    label: "Signing secret",
    copy: "Copy",
    copied: "Copied",
  },
  card: {
    enabled: "Enabled",
    disabled: "Disabled",
    disabled_failures: "Disabled by Paraph: its deliveries failed for 3 days.",
    events: "Events: {{events}}",
    edit: "Edit",
    save: "Save",
    saved: "The endpoint is saved.",
    enable: "Enable",
    disable: "Disable",
    enabled_done: "The endpoint is enabled.",
    disabled_done: "The endpoint is disabled.",
    test: "Send test",
    test_sent: "A test event is on its way.",
    roll: "Roll secret",
    delete: "Delete",
    show_log: "Show deliveries",
    hide_log: "Hide deliveries",
  },
  roll: {
    title: "Roll the signing secret?",
    body: "The endpoint gets a new secret, shown once. For 24 hours every delivery is signed with both the new and the old secret, so you can switch your receiver over.",
    confirm: "Roll secret",
  },
  delete: {
    title: "Delete the endpoint?",
    body: "Paraph stops sending to {{url}} and deletes its delivery log.",
    confirm: "Delete endpoint",
    done: "The endpoint is deleted.",
  },
  log: {
    title: "Deliveries of the last 30 days",
    refresh: "Refresh",
    empty: "No deliveries yet.",
    created: "Event time",
    event: "Event",
    status: "Status",
    attempts: "Attempts",
    response: "Last answer",
    duration: "Duration",
    next_attempt: "Next attempt",
    actions: "Actions",
    ms: "{{ms}} ms",
    resend: "Send again",
    resend_label: "Send {{event}} again",
    resent: "The event is sent again.",
    newer: "Newer",
    older: "Older",
    statuses: { waiting: "Waiting", pending: "Pending", succeeded: "Delivered", failed: "Failed" },
  },
  callback: {
    title: "Callback secret",
    intro: "Deliveries to the callback URLs of single requests (callbackUrls when a request is created) are signed with this secret of the business.",
    label: "Callback secret",
  },
};

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    webhooks: typeof webhooksEnGb;
  }
}
