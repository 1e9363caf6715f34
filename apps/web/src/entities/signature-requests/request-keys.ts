/** Query keys of the feature: one root, so a change to any request can refresh what shows it. */
export const REQUESTS_KEY = ["signature-requests"] as const;

export const requestKeys = {
  all: REQUESTS_KEY,
  list: (query: unknown) => [...REQUESTS_KEY, "list", query] as const,
  detail: (id: string) => [...REQUESTS_KEY, "detail", id] as const,
  status: (id: string) => [...REQUESTS_KEY, "status", id] as const,
  events: (id: string) => [...REQUESTS_KEY, "events", id] as const,
  sendto: (id: string) => ["sendto", id] as const,
  autocomplete: (input: string) => ["email-autocomplete", input] as const,
};
