import { z } from "zod";
import { defineEndpoint } from "../../endpoint.ts";
import { multiLineText } from "../../validation/text.ts";

/**
 * The satisfaction surveys (docs/surveys.md): `transactional` after a completed signing,
 * `relationship` every few months. Both are off unless the operator enables them.
 */
export const SURVEY_KINDS = ["transactional", "relationship"] as const;
export const surveyKindSchema = z.enum(SURVEY_KINDS);
export type SurveyKind = z.infer<typeof surveyKindSchema>;

/** The longest comment kept. */
export const SURVEY_COMMENT_MAX_LENGTH = 1000;

export const getDueSurvey = defineEndpoint({
  method: "GET",
  path: "/v3/surveys/due",
  summary: "The survey the signed-in person may be asked now, if any (never twice in a period)",
  tag: "Surveys",
  auth: "user",
  successStatus: 200,
  response: z.object({ survey: surveyKindSchema.nullable() }),
});

/** A score from 0 to 10 and an optional comment; without a score, the survey was dismissed. */
export const answerSurveyBody = z.strictObject({
  kind: surveyKindSchema,
  score: z.number().int().min(0, { message: "A score is from 0 to 10" }).max(10, { message: "A score is from 0 to 10" }).nullable(),
  comment: multiLineText().max(SURVEY_COMMENT_MAX_LENGTH, { message: `A comment has at most ${SURVEY_COMMENT_MAX_LENGTH} characters` }).optional(),
});

export const answerSurvey = defineEndpoint({
  method: "POST",
  path: "/v3/surveys",
  summary: "Answer (a score and a comment) or dismiss the survey that is due; stores no document data",
  tag: "Surveys",
  auth: "user",
  successStatus: 200,
  body: answerSurveyBody,
  response: z.object({ survey: surveyKindSchema.nullable() }),
});
