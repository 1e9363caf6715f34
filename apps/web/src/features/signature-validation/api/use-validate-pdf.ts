import { useMutation } from "@tanstack/react-query";
import { useServices } from "../../../shared/services/services-context.tsx";
import { validatePdfFile } from "./validate-pdf-file.ts";

/** Checks one PDF, as of `at` when given; the mutation's variables are the file and the time, its data the report. A new file replaces the last. */
export function useValidatePdf() {
  const { api } = useServices();
  return useMutation({ mutationFn: ({ file, at }: { file: File; at?: string | undefined }) => validatePdfFile(api, file, { at }) });
}
