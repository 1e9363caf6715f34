/** English strings of the business dashboard; the other languages follow this shape. */
export const businessStatisticsEnGb = {
  page: {
    title: "Dashboard",
    lead: "How your business uses Paraph: the signatures its members made and the requests they sent, month by month. Dates are whole days in UTC.",
  },
  range: {
    from: "From",
    to: "To",
    shown: "Figures from {{from}} to {{to}}",
  },
  show_tables: "Show the figures as tables",
  summary: {
    signatures: "Signatures",
    sent: "Requests sent",
    completed: "Requests completed",
    median: "Median time to complete",
    no_median: "None completed",
  },
  charts: {
    signatures: "Signatures per month by quality",
    requests: "Requests per month",
  },
  kinds: {
    ses: "SES",
    aes: "AES",
    qes: "QES",
    seal: "Seal",
  },
  outcomes: {
    sent: "Sent",
    completed: "Completed",
    declined: "Declined",
    withdrawn: "Withdrawn",
    expired: "Expired",
  },
  table: {
    month: "Month",
  },
  top_senders: {
    title: "Top senders",
    member: "Member",
    email: "E-mail",
    sent: "Requests sent",
    none: "No requests were sent in this date range.",
    deleted_account: "Deleted account",
  },
  empty: "Nothing was signed or sent in this date range.",
};

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    business_statistics: typeof businessStatisticsEnGb;
  }
}
