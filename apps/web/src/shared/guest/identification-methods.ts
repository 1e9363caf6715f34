import type { Identification, Legislation } from "@paraph/contracts";

export type IdentificationProvider = Identification["provider"];
export type IdentificationMethod = Identification["method"];

/** One way to identify: the partner and check behind a route segment (spec §2 eidas/self, zertes/auto…). */
export interface IdentificationWay {
  legislation: Legislation;
  /** The route segment: self or video for eIDAS, auto or video for ZertES. */
  segment: "self" | "video" | "auto";
  provider: IdentificationProvider;
  method: IdentificationMethod;
}

/** Spec §1: eIDAS and ZertES each in a video variant and a self (ZertES: auto) variant; the partners of docs/signing.md. */
export const IDENTIFICATION_WAYS: readonly IdentificationWay[] = [
  { legislation: "eidas", segment: "self", provider: "intrum", method: "robo" },
  { legislation: "eidas", segment: "video", provider: "intrum", method: "video" },
  { legislation: "zertes", segment: "auto", provider: "srs", method: "autoident" },
  { legislation: "zertes", segment: "video", provider: "srs", method: "video" },
];

export function waysOf(legislation: Legislation): IdentificationWay[] {
  return IDENTIFICATION_WAYS.filter((way) => way.legislation === legislation);
}

export function findWay(legislation: Legislation, segment: string): IdentificationWay | undefined {
  return IDENTIFICATION_WAYS.find((way) => way.legislation === legislation && way.segment === segment);
}

/** Still waiting for the partner's verdict. */
export function isOngoing(identification: Identification | null | undefined): boolean {
  return identification?.status === "initialized" || identification?.status === "inprogress";
}
