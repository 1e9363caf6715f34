import { useState } from "react";
import type { DialogComponentProps } from "./dialog-manager.tsx";

/**
 * Runs a dialog's work through the manager's `runAction` and keeps the failure for the dialog to
 * show: a new try clears it, a failed one stores it (and calls `onFailure`, e.g. for a snackbar).
 */
export function useDialogWork(runAction: DialogComponentProps["runAction"]) {
  const [failure, setFailure] = useState<unknown>(null);
  const run = (action: string, work: () => Promise<void>, onFailure?: (error: unknown) => void): Promise<void> =>
    runAction(action, async () => {
      setFailure(null);
      await work();
    }).catch((error: unknown) => {
      setFailure(error);
      onFailure?.(error);
    });
  return { failure, run };
}
