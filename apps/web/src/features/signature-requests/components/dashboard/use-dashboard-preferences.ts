import { useCallback, useState } from "react";
import { readPreferences, writePreferences, type DashboardPreferences } from "./view-preferences.ts";

/** The dashboard's view preferences, read from the user's cookie once and written on each change. */
export function useDashboardPreferences(userId: string): [DashboardPreferences, (next: DashboardPreferences) => void] {
  const [preferences, setPreferences] = useState(() => readPreferences(userId));
  const update = useCallback(
    (next: DashboardPreferences) => {
      setPreferences(next);
      writePreferences(userId, next);
    },
    [userId],
  );
  return [preferences, update];
}
