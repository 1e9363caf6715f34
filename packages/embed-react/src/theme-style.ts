import type { Theme } from "@paraph/embed";
import type { CSSProperties } from "react";

/** The theme as the element's inline custom properties, which it reads when it loads its frame. */
export function themeStyle(theme: Theme | undefined, style: CSSProperties | undefined): CSSProperties | undefined {
  if (!theme) return style;
  return { ...style, ...(theme as CSSProperties) };
}
