import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { identificationExportQuery, signatureExportQuery } from "./activity-entity.ts";

/** Answers text/csv (UTF-8 with a byte-order mark), streamed, named by activityExportFileName. */
export const exportSignatureActivities = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/activities/signatures/export",
  summary: "The signatures of the date range as CSV: one row per signature, or per member (group_by=users) or cost centre (group_by=cost_centers) (admins)",
  tag: "Business activity",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  query: signatureExportQuery,
});

export const exportIdentificationActivities = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/activities/identifications/export",
  summary: "The identifications of the date range as CSV (admins)",
  tag: "Business activity",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  query: identificationExportQuery,
});
