/**
 * What the modules, the signing code and the platform's own services report to the metrics
 * (docs/OPERATIONS.md, "Metrics"). The Prometheus registry implements it
 * (`prometheus-metrics.ts`); with METRICS_ENABLED=false nothing is recorded (`noMetrics`).
 */
export interface MetricsPort {
  /** One request answered: its route pattern (never the raw URL), method, status and duration. */
  observeRequest(entry: { method: string; route: string; statusCode: number; seconds: number }): void;
  /** Signatures one signer made on `documents` documents of a request, in one signing act of `seconds`. */
  observeSignatures(entry: { quality: SignatureQualityLabel; level: string; documents: number; seconds: number }): void;
  /** One delivery attempt of a mail: sent, failed (retried later) or given up after the last attempt. */
  countMailDelivery(outcome: "sent" | "failed" | "given_up"): void;
  /** One webhook delivery attempt: delivered, failed and retried later, or failed for good. */
  countWebhookDelivery(outcome: "succeeded" | "retrying" | "failed"): void;
  /** One page image asked for: from memory, from the disk cache, or rendered. */
  countPageImage(source: "memory" | "disk" | "rendered"): void;
  /** One run of a job: done, failed and to be retried, or failed for good; and how long it ran. */
  observeJob(entry: { kind: string; outcome: "done" | "retry" | "failed"; seconds: number }): void;
  /** Completed documents whose archive time-stamp is due for renewal, as the last renewal sweep counted them. */
  setArchiveRenewalsDue(count: number): void;
  /** Archive time-stamp renewals: a new version stored, or an attempt that failed. */
  countArchiveRenewals(outcome: "renewed" | "failed", count: number): void;
}

export type SignatureQualityLabel = "ses" | "aes" | "qes";

/** The port when metrics are off: every call does nothing. */
export const noMetrics: MetricsPort = {
  observeRequest: () => undefined,
  observeSignatures: () => undefined,
  countMailDelivery: () => undefined,
  countWebhookDelivery: () => undefined,
  countPageImage: () => undefined,
  observeJob: () => undefined,
  setArchiveRenewalsDue: () => undefined,
  countArchiveRenewals: () => undefined,
};
