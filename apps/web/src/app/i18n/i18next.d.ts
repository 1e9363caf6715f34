import "i18next";
import type { EnglishTranslation } from "./translation.ts";

// Keys passed to t() are checked against the whole English tree (the shell's and every
// feature's strings) at compile time, whichever chunk the strings load in.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: EnglishTranslation };
    returnNull: false;
  }
}
