/** The shape every language must fill: the English tree with any string at each leaf. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
