import { useMutation } from "@tanstack/react-query";
import { uploadDocument } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";

/** The composer's upload: the chosen PDFs as `file` parts of one multipart request (all or nothing). */
export function useUploadDocuments() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append("file", file, file.name);
      // The body is not a plain object, so the client sends it as it is, with the browser's boundary.
      const answer = await api.request(uploadDocument, { body: form as never });
      return answer.documents;
    },
  });
}
