import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { secretText, singleLineText } from "../../validation/text.ts";
import { sessionTokenResponseSchema } from "../user/common.ts";
import { API_KEY_MAX_LENGTH } from "./api-user-entity.ts";

/**
 * The username is checked loosely here (a wrong one answers like a wrong key, not with a
 * validation error that would tell the two apart).
 */
export const apiLogin = defineEndpoint({
  method: "POST",
  path: "/v2/access/login",
  summary: "Log in as an API user with its username and key; returns a session token valid for 20 minutes",
  tag: "API users",
  auth: "none",
  successStatus: 200,
  body: z.strictObject({
    username: singleLineText().min(1, { message: "Must not be empty" }).max(64),
    api_key: secretText().min(1, { message: "Must not be empty" }).max(API_KEY_MAX_LENGTH),
  }),
  response: sessionTokenResponseSchema,
});
