import type { Identification, Legislation } from "@paraph/contracts";

export type IdentificationProvider = Identification["provider"];
export type IdentificationMethod = Identification["method"];

/** One way to identify: the partner and check behind a route segment (spec §2 eidas/self, zertes/auto…). */
export interface IdentificationWay {
  legislation: Legislation;
  /** The route segment: self or video for eIDAS, auto or video for ZertES; ID Austria has a page of its own (id-austria-success). */
  segment: "self" | "video" | "auto" | "id-austria";
  provider: IdentificationProvider;
  method: IdentificationMethod;
}

/** One of a legislation's choice of ways (a page `/{legislation}/{segment}` of its own). */
export interface ChoiceWay extends IdentificationWay {
  segment: "self" | "video" | "auto";
}

/** Spec §1: eIDAS and ZertES each in a video variant and a self (ZertES: auto) variant; the partners of docs/signing.md. */
export const IDENTIFICATION_WAYS: readonly ChoiceWay[] = [
  { legislation: "eidas", segment: "self", provider: "intrum", method: "robo" },
  { legislation: "eidas", segment: "video", provider: "intrum", method: "video" },
  { legislation: "zertes", segment: "auto", provider: "srs", method: "autoident" },
  { legislation: "zertes", segment: "video", provider: "srs", method: "video" },
];

/**
 * ID Austria (Austria's eID, docs/identification.md) under eIDAS: not one of the legislation's
 * choice of ways but started from the connect-an-Austrian-eID dialog, with the provider sending
 * the person back to /id-austria-success.
 */
export const ID_AUSTRIA_WAY: IdentificationWay = { legislation: "eidas", segment: "id-austria", provider: "intrum", method: "id-austria" };

/** Every way that gives QES under the legislation: its choice of ways and, under eIDAS, ID Austria. */
export function identifyingWaysOf(legislation: Legislation): IdentificationWay[] {
  return legislation === "eidas" ? [...waysOf(legislation), ID_AUSTRIA_WAY] : waysOf(legislation);
}

export function waysOf(legislation: Legislation): ChoiceWay[] {
  return IDENTIFICATION_WAYS.filter((way) => way.legislation === legislation);
}

export function findWay(legislation: Legislation, segment: string): ChoiceWay | undefined {
  return IDENTIFICATION_WAYS.find((way) => way.legislation === legislation && way.segment === segment);
}

/** Still waiting for the partner's verdict. */
export function isOngoing(identification: Identification | null | undefined): boolean {
  return identification?.status === "initialized" || identification?.status === "inprogress";
}
