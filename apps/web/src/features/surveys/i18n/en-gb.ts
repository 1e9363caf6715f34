export const surveysEnGb = {
  region: "Survey",
  transactional: {
    question: "How satisfied are you with how signing went?",
    low: "Not at all satisfied",
    high: "Extremely satisfied",
  },
  relationship: {
    question: "How likely are you to recommend Paraph to a friend or colleague?",
    low: "Not at all likely",
    high: "Extremely likely",
  },
  score_label: "Score from 0 to 10",
  comment: "What is the main reason for your score?",
  privacy: "We keep your score and comment only, not your documents or requests.",
  send: "Send",
  dismiss: "Not now",
  thanks: "Thank you for your answer.",
  choose_score: "Choose a score from 0 to 10 first.",
};

declare module "../../../shared/i18n/feature-trees.ts" {
  interface FeatureTrees {
    surveys: typeof surveysEnGb;
  }
}
