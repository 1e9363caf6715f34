import { useCallback, useState } from "react";

/**
 * One piece of work a form or button starts: whether it runs, and the failure of the last try
 * (cleared when a new one starts). `run` answers whether the work succeeded, so the caller can go
 * on (a message, a navigation) only then.
 */
export function useTrackedWork() {
  const [failure, setFailure] = useState<unknown>(null);
  const [isBusy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>): Promise<boolean> => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { failure, isBusy, run };
}
