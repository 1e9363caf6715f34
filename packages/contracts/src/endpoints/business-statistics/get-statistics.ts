import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { businessStatisticsSchema, statisticsQuery } from "./statistics-entity.ts";

export const getBusinessStatistics = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/statistics",
  summary: "Signatures and requests per month, median time to complete and top senders over a date range (admins)",
  tag: "Business statistics",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  query: statisticsQuery,
  response: businessStatisticsSchema,
});
