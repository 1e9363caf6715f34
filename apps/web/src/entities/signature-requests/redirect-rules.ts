import { parseRedirectTimeout, resolveRedirectTargets, type RedirectTargets, type SignatureRequestStatus } from "@paraph/contracts";

/** What /view/{srid}'s query asks for once the visitor is done (spec §2, §5). */
export interface RedirectSettings {
  targets: RedirectTargets;
  /** 0: leave at once, without a countdown. */
  timeoutSeconds: number;
  /** Leave to the decline URL after declining here (otherwise the app's /declined page shows). */
  declineRedirect: boolean;
}

const isOn = (value: string | null) => value !== null && !["false", "0", "no"].includes(value.trim().toLowerCase());

export function readRedirectSettings(search: string): RedirectSettings {
  const query = new URLSearchParams(search);
  return {
    targets: resolveRedirectTargets({ exitURL: query.get("exitURL"), errorURL: query.get("errorURL"), declineURL: query.get("declineURL") }),
    timeoutSeconds: parseRedirectTimeout(query.get("redirectTimeout")),
    declineRedirect: isOn(query.get("declineRedirect")),
  };
}

export interface RedirectSituation {
  status: SignatureRequestStatus | null;
  /** The visitor declined on this page just now. */
  declinedHere: boolean;
  /** The request could not be loaded (not found, no access). */
  loadFailed: boolean;
}

export interface ChosenRedirect {
  url: string;
  reason: "exit" | "decline" | "error";
}

const FINAL: ReadonlySet<SignatureRequestStatus> = new Set(["completed", "declined", "withdrawn", "expired"]);

/** Where to send the visitor now, or null to stay: the first rule that applies wins. */
export function chooseRedirect(settings: RedirectSettings, situation: RedirectSituation): ChosenRedirect | null {
  const { exitUrl, errorUrl, declineUrl } = settings.targets;
  if (situation.loadFailed) return errorUrl ? { url: errorUrl, reason: "error" } : null;
  if (situation.declinedHere) return settings.declineRedirect && declineUrl ? { url: declineUrl, reason: "decline" } : null;
  if (situation.status && FINAL.has(situation.status) && exitUrl) return { url: exitUrl, reason: "exit" };
  return null;
}
