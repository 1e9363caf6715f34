import { IMAGE_DEFAULT_FORMAT, type IMAGE_DENSITIES } from "@paraph/contracts";

export type ImageDensity = (typeof IMAGE_DENSITIES)[number];

/** Spec §9 serves densities 1 and 2: any high-density screen gets the sharper one. */
export function chooseImageDensity(devicePixelRatio: number): ImageDensity {
  return devicePixelRatio > 1 ? 2 : 1;
}

/** The screen's pixel ratio, 1 where it cannot be read (tests, old browsers). */
export function readDevicePixelRatio(): number {
  return typeof window !== "undefined" && window.devicePixelRatio > 0 ? window.devicePixelRatio : 1;
}

/** Spec §9's default format first; PNG for the endpoints that only make PNG. */
export const IMAGE_ACCEPT = `image/${IMAGE_DEFAULT_FORMAT},image/png;q=0.8`;
