import type { Language, Legislation, Quality } from "@paraph/contracts";
import type { AppearanceImage } from "./appearance-types.ts";
import type { Part11Manifestation } from "./part11-texts.ts";

/** The visual signature as the appearance needs it: texts, flags, and the decoded image. */
export interface AppearanceSignature {
  /** The name to write; empty falls back to the signer's name. */
  name: string;
  /** The job title, written under the name. */
  title: string | null;
  optionalLine: string | null;
  location: string | null;
  language: Language;
  quality: Quality | null;
  legislation: Legislation | null;
  displayDate: boolean;
  displayClaim: boolean;
  displayStandards: boolean;
  displayQr: boolean;
  /** The drawn or scanned signature (decodeAppearanceImage), or null to write the name in a script-like style. */
  image: AppearanceImage | null;
}

/** Everything one signature's appearance shows: what the signer chose, who signed, when, and where to verify. */
export interface AppearanceInput {
  signature: AppearanceSignature;
  signer: { name: string };
  signedAt: Date;
  /** IANA zone the date is written in; Europe/Zurich unless the signing engine knows better. */
  timeZone?: string;
  /** Encoded in the QR code: where anyone can check the signature. */
  verificationUrl: string;
  /**
   * A Part 11 signature: the printed name replaces any other name, and the meaning and the UTC
   * time are always written, whatever the display flags say.
   */
  part11?: Part11Manifestation;
}

export const DEFAULT_APPEARANCE_TIME_ZONE = "Europe/Zurich";
