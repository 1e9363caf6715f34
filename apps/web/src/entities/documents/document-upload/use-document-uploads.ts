import { useCallback, useRef, useState } from "react";
import type { DocumentView } from "@paraph/contracts";
import { uploadDocumentFile } from "./upload-document-file.ts";
import { useServices } from "../../../shared/services/services-context.tsx";

/** A file on its way to the server: its share sent (0 to 1), or why it was refused. */
export interface DocumentUpload {
  id: number;
  file: File;
  progress: number;
  error?: unknown;
}

/**
 * Files picked or dropped: each uploads on its own (progress, cancel, its own error) and is
 * handed to `onStored` as soon as it is stored, the others going on. `onStored` runs one file
 * after the other, so the documents keep the order they finished in; a failure there shows on
 * that file's row.
 */
export function useDocumentUploads(onStored: (document: DocumentView) => Promise<unknown>) {
  const { api } = useServices();
  const [uploads, setUploads] = useState<DocumentUpload[]>([]);
  const nextId = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());
  const storing = useRef<Promise<unknown>>(Promise.resolve());

  const change = (id: number, update: Partial<DocumentUpload>) => setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...update } : upload)));
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
            const step = storing.current.then(() => onStored(document));
            storing.current = step.catch(() => undefined);
            return step;
          })
          .then(() => remove(id))
          .catch((error: unknown) => {
            if (!controller.signal.aborted) change(id, { error });
          })
          .finally(() => controllers.current.delete(id));
      }
    },
    [api, onStored],
  );

  const dismiss = (id: number) => {
    controllers.current.get(id)?.abort();
    remove(id);
  };

  return { uploads, addFiles, dismiss };
}
