/**
 * Files dropped somewhere else (the empty dashboard) travel to /upload in the navigation's state,
 * where their upload starts with its progress. Browsers keep File objects in history state.
 */
export const UPLOAD_PATH = "/upload";

export interface UploadHandoff {
  files: File[];
}

export const uploadHandoff = (files: File[]): UploadHandoff => ({ files });

/** The files handed over with this navigation, or none. */
export function readUploadHandoff(state: unknown): File[] {
  if (typeof state !== "object" || state === null || !("files" in state) || !Array.isArray(state.files)) return [];
  return state.files.filter((file): file is File => file instanceof File);
}
