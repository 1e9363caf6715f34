/** English strings of the business activity page; the other languages follow this shape. */
export const businessActivityEnGb = {
  page: {
    title: "Activity",
    lead: "What the people of your business did: their accounts, the signatures they made and their identifications. Times are shown in your time zone; the date range counts whole days in UTC.",
    tabs_label: "Activity",
  },
  tabs: {
    accounts: "Accounts",
    signatures: "Signatures",
    identifications: "Identifications",
  },
  filters: {
    start_date: "From",
    end_date: "To",
    page_size: "Rows per page",
    range_order: "The start date must not be after the end date.",
  },
  columns: {
    name: "Name",
    email: "E-mail",
    role: "Role",
    joinedAt: "Joined",
    lastLoginAt: "Last sign-in",
    signatureCount: "Signatures",
    signedAt: "Signed",
    member: "Member",
    request: "Request",
    quality: "Quality",
    legislation: "Legislation",
    kind: "Signed as",
    createdAt: "Started",
    completedAt: "Completed",
    method: "Method",
    status: "Status",
  },
  values: {
    admin: "Admin",
    member: "Member",
    api: "API user",
    seal: "Seal {{seal}}",
    personal: "Personal",
    never: "Never",
    deleted_account: "Deleted account",
    demo: "(demo)",
    methods: { video: "Video", robo: "Self", autoident: "Auto", "id-austria": "ID Austria" },
    statuses: { initialized: "Started", inprogress: "In progress", success: "Succeeded", failure: "Failed", cancelled: "Cancelled" },
  },
  sort: {
    by: "Sort by {{column}}",
  },
  pagination: {
    label: "Pages",
    range: "{{from}}–{{to}} of {{total}}",
    range_capped: "{{from}}–{{to}} of more than {{total}}",
    previous: "Previous",
    next: "Next",
    page: "Page {{page}} of {{pages}}",
  },
  empty: "Nothing in this date range.",
  load_failed: "The activity could not be loaded.",
  export: {
    button: "Export CSV",
    group_by: "Export",
    groups: { none: "One row per signature", users: "Totals per member", cost_centers: "Totals per cost centre" },
    failed: "The export could not be downloaded.",
  },
};

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    business_activity: typeof businessActivityEnGb;
  }
}
