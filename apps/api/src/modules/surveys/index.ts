// The face of surveys: The satisfaction surveys and their answers. The rest of the API imports this file only.
export { surveyAnswersCsv } from "./export.ts";
export { registerSurveyRoutes } from "./routes.ts";
