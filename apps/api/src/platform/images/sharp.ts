import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips) is loaded with the first image, not at start: a server that has not drawn or
 * encoded an image yet does not hold it (docs/OPERATIONS.md, "Memory and start-up").
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
