import type { TFunction } from "i18next";
import type { FormField } from "@paraph/contracts";
import type { ServerProblem } from "./form-fill-state.ts";

/** The characters a name or initials field takes (the contract's limit for single-line types without a length of their own). */
const SHORT_TEXT_LENGTH = 200;

/** What the signer reads beside a field: its label, else its name. */
export const fieldLabel = (field: Pick<FormField, "name" | "label">) => field.label?.trim() || field.name;

/** A sentence that tells the signer how to fix a value, in their language (strings: `form_fields`). */
export function problemMessage(t: TFunction, field: FormField, problem: ServerProblem): string {
  if (typeof problem === "object") return t("form_fields.problems.not_drawable", { character: problem.notDrawable });
  switch (problem) {
    case "too_long":
      return t("form_fields.problems.too_long", { max: field.type === "text" ? field.max_length : SHORT_TEXT_LENGTH });
    case "pattern_mismatch":
      return t(`form_fields.problems.pattern.${field.type === "text" && field.pattern ? field.pattern : "email"}`);
    case "below_min":
      return t("form_fields.problems.below_min", { min: field.type === "number" ? field.min : "" });
    case "above_max":
      return t("form_fields.problems.above_max", { max: field.type === "number" ? field.max : "" });
    default:
      return t(`form_fields.problems.${problem}`);
  }
}
