// The face of archive-renewal: Archive time-stamp renewal of completed documents. The rest of the API imports this file only.
export { defineArchiveRenewalJobs, scheduleArchiveRenewalSweep } from "./jobs.ts";
export { ARCHIVE_RENEWAL_PATH, registerArchiveRenewalRoute } from "./operator-route.ts";
export { archiveVersionsOf, listDueDocuments, type DueDocument, type RenewalBatch } from "./service.ts";
