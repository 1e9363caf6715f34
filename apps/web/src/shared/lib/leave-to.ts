/** Leaves the app for a URL; a prop so that tests can watch instead of navigating away. */
export type LeaveTo = (url: string) => void;
export const leaveTo: LeaveTo = (url) => window.location.assign(url);
