import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import type { DocumentView } from "@paraph/contracts";
import { useServices } from "../../../shared/services/services-context.tsx";
import { rememberUploadedDocument } from "../api/document-cache.ts";
import { uploadDocumentFile } from "../../../entities/documents/document-upload/upload-document-file.ts";

export type UploadStatus = "sending" | "checking" | "done" | "failed";

export interface UploadItem {
  id: number;
  file: File;
  status: UploadStatus;
  /** 0 to 1: the share of the file's bytes sent. */
  progress: number;
  error?: unknown;
  document?: DocumentView;
}

/** Files upload side by side, each in its own request, with its own progress and outcome. */
export function useUploadQueue() {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextId = useRef(1);
  const controllers = useRef(new Map<number, AbortController>());

  const change = (id: number, update: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...update } : item)));

  const start = useCallback(
    (id: number, file: File, removeActiveContent = false) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      uploadDocumentFile(api, file, {
        removeActiveContent,
        signal: controller.signal,
        onProgress: ({ loaded, total }) => {
          const progress = total > 0 ? Math.min(loaded / total, 1) : 0;
          // Once every byte is out, the server is still checking and rendering the PDF.
          change(id, { progress, status: progress >= 1 ? "checking" : "sending" });
        },
      })
        .then((document) => {
          // Queue ids grow in the order files were chosen: the list keeps that order.
          rememberUploadedDocument(queryClient, document, id);
          change(id, { status: "done", progress: 1, document });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          change(id, { status: "failed", error });
        })
        .finally(() => controllers.current.delete(id));
    },
    [api, queryClient],
  );

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file) => ({ id: nextId.current++, file, status: "sending" as const, progress: 0 }));
      setItems((current) => [...added, ...current]);
      for (const item of added) start(item.id, item.file);
    },
    [start],
  );

  const resend = (id: number, removeActiveContent: boolean) => {
    const item = items.find((entry) => entry.id === id);
    if (!item) return;
    change(id, { status: "sending", progress: 0, error: undefined });
    start(id, item.file, removeActiveContent);
  };
  const retry = (id: number) => resend(id, false);
  /** Sends a file refused for its active content again, with the uploader's consent to a cleaned copy. */
  const uploadCleanedCopy = (id: number) => resend(id, true);

  const dismiss = (id: number) => {
    controllers.current.get(id)?.abort();
    setItems((current) => current.filter((item) => item.id !== id));
  };

  // Leaving the page cancels what is still on its way.
  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { items, addFiles, retry, uploadCleanedCopy, dismiss };
}
