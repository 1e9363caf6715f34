export type SnackbarColor = "info" | "success" | "warning" | "error" | "grey";

/** Spec §3 "Snackbar message". */
export interface SnackbarMessage {
  id: string;
  message: string;
  color: SnackbarColor;
  /** Milliseconds; -1 keeps it until it is closed. */
  duration: number;
  indefinite: boolean;
  dismissible: boolean;
  action?: { text: string; handler: () => void };
  /** The id of an element to show the message in instead of the global area. */
  attach?: string;
}

export type SnackbarInput = Pick<SnackbarMessage, "message"> & Partial<Omit<SnackbarMessage, "message">>;
