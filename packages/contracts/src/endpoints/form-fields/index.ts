export * from "./form-field.ts";
export * from "./form-field-value.ts";
