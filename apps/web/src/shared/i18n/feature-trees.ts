/**
 * The English strings of each feature or entity whose strings load with its pages, under the
 * top-level key its t() calls use. Empty here: each `i18n/en-gb.ts` adds its own tree, so no
 * list names them all (app/i18n/strings-folders.ts says where they live and how they are named).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureTrees {}
