import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answerSurvey, getDueSurvey, type SurveyKind } from "@paraph/contracts";
import { SURVEY_DUE_KEY } from "../../../entities/surveys/survey-keys.ts";
import { useServices } from "../../../shared/services/services-context.tsx";

/** The survey the person may be asked now; null for none (the usual answer: both are off by default). */
export function useDueSurvey(enabled: boolean) {
  const { api } = useServices();
  return useQuery({
    queryKey: SURVEY_DUE_KEY,
    enabled,
    staleTime: 5 * 60_000,
    queryFn: ({ signal }) => api.request(getDueSurvey, { signal }),
  });
}

/** Sends a score and comment, or (score null) dismisses the survey; the answer says what is due next. */
export function useAnswerSurvey() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: SurveyKind; score: number | null; comment?: string }) => api.request(answerSurvey, { body: input }),
    onSuccess: (next) => queryClient.setQueryData(SURVEY_DUE_KEY, next),
  });
}
