import { defineEndpoint } from "../../endpoint.ts";
import { businessIdParams } from "../businesses/business-entity.ts";
import {
  accountActivityPageSchema,
  accountActivityQuery,
  identificationActivityPageSchema,
  identificationActivityQuery,
  signatureActivityPageSchema,
  signatureActivityQuery,
} from "./activity-entity.ts";

export const listAccountActivities = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/activities/accounts",
  summary: "The business's people: role, joined, last sign-in and signatures made in the date range (admins)",
  tag: "Business activity",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  query: accountActivityQuery,
  response: accountActivityPageSchema,
});

export const listSignatureActivities = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/activities/signatures",
  summary: "Signatures the business's members made in the date range (admins)",
  tag: "Business activity",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  query: signatureActivityQuery,
  response: signatureActivityPageSchema,
});

export const listIdentificationActivities = defineEndpoint({
  method: "GET",
  path: "/v2/businesses/:id/activities/identifications",
  summary: "Identifications the business's members started in the date range (admins)",
  tag: "Business activity",
  auth: "user",
  successStatus: 200,
  params: businessIdParams,
  query: identificationActivityQuery,
  response: identificationActivityPageSchema,
});
