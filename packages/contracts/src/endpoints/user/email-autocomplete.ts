import { z } from "zod";
import { singleLineText } from "../../validation/text.ts";
import { defineEndpoint } from "../../endpoint.ts";

export const emailAutocomplete = defineEndpoint({
  method: "GET",
  path: "/v1/email_input_autocomplete",
  embedded: "caller",
  summary: "E-mail addresses the caller has already worked with that start with the input",
  tag: "User",
  auth: "user",
  successStatus: 200,
  query: z.strictObject({ input: singleLineText().min(1).max(254) }),
  response: z.object({ emails: z.array(z.string()) }),
});
