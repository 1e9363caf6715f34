/** The survey due for the signed-in person: signing refreshes it (a signing may make the transactional one due). */
export const SURVEY_DUE_KEY = ["surveys", "due"] as const;
