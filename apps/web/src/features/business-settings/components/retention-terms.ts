import { RETENTION_LIMITS, RETENTION_TERMINAL_STATES, type RetentionTerminalState } from "@paraph/contracts";

/** The states and days an admin picked for automatic deletion, as the dialogs receive them. */
export interface RetentionChoice {
  terminalState: RetentionTerminalState[];
  days: number;
}

/** The states in their fixed order, so lists and messages read the same each time. */
export function orderedStates(states: readonly string[]): RetentionTerminalState[] {
  return RETENTION_TERMINAL_STATES.filter((state) => states.includes(state));
}

/** Days typed into the field, or null when they are not a whole number within the limits. */
export function parseDays(input: string): number | null {
  if (!/^\d+$/.test(input.trim())) return null;
  const days = Number(input.trim());
  return days >= RETENTION_LIMITS.minDays && days <= RETENTION_LIMITS.maxDays ? days : null;
}

/** The dialogs' props, read back with their types (the dialog manager passes plain values). */
export function retentionChoiceOf(props: Record<string, unknown>): RetentionChoice & { businessId: string } {
  const states = Array.isArray(props.terminalState) ? props.terminalState.filter((state): state is string => typeof state === "string") : [];
  return { businessId: String(props.businessId ?? ""), terminalState: orderedStates(states), days: typeof props.days === "number" ? props.days : RETENTION_LIMITS.defaultDays };
}
