import { useCallback, useRef, useState } from "react";
import { addSignatureRequestDocuments } from "@paraph/contracts";
import { uploadDocumentFile } from "../../../../shared/api/upload-document-file.ts";
import { useServices } from "../../../../shared/services/services-context.tsx";
import { useRequestMutation } from "../../api/request-mutations.ts";

/** A file on its way into the draft: its share sent (0 to 1), or why it was refused. */
export interface ComposerUpload {
  id: number;
  file: File;
  progress: number;
  error?: unknown;
}

/**
 * Files picked or dropped in the composer: each uploads on its own (progress, cancel, its own
 * error) and joins the draft as soon as it is stored, the others going on.
 */
export function useComposerUploads(requestId: string) {
  const { api } = useServices();
  const attach = useRequestMutation(addSignatureRequestDocuments);
  const [uploads, setUploads] = useState<ComposerUpload[]>([]);
  const nextId = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());
  // Attached one after the other, so that the documents keep the order they finished in.
  const attaching = useRef<Promise<unknown>>(Promise.resolve());

  const change = (id: number, update: Partial<ComposerUpload>) => setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...update } : upload)));
  const remove = (id: number) => setUploads((current) => current.filter((upload) => upload.id !== id));

  const addFiles = useCallback(
    (files: readonly File[]) => {
      const added = files.map((file) => ({ id: nextId.current++, file, progress: 0 }));
      setUploads((current) => [...current, ...added]);
      for (const { id, file } of added) {
        const controller = new AbortController();
        controllers.current.set(id, controller);
        uploadDocumentFile(api, file, { signal: controller.signal, onProgress: ({ loaded, total }) => change(id, { progress: total > 0 ? Math.min(loaded / total, 1) : 0 }) })
          .then((document) => {
            const step = attaching.current.then(() => attach.mutateAsync({ params: { id: requestId }, body: { documents: [document.id] } }));
            attaching.current = step.catch(() => undefined);
            return step;
          })
          .then(() => remove(id))
          .catch((error: unknown) => {
            if (!controller.signal.aborted) change(id, { error });
          })
          .finally(() => controllers.current.delete(id));
      }
    },
    [api, attach, requestId],
  );

  const dismiss = (id: number) => {
    controllers.current.get(id)?.abort();
    remove(id);
  };

  return { uploads, addFiles, dismiss };
}
