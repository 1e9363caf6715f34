import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import { invoiceSchema } from "./billing-entity.ts";

export const listInvoices = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/subscriptions/invoices",
  summary: "The business's invoices from the payment provider, newest first (admins)",
  tag: "Billing",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  response: z.object({ invoices: z.array(invoiceSchema) }),
});
