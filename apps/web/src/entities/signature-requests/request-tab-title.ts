/** Between a request's title and its one document's title in the tab. */
export const TAB_TITLE_SEPARATOR = " · ";

/**
 * What the tab names on a page that shows a request (`{this} - Paraph`): the request's title, and
 * where the page shows exactly one document, that document's title after it, unless it reads the
 * same (a request titled after its document). With several documents the request's title alone.
 */
export function requestTabTitle(request: { title: string; documents: readonly { title: string }[] }): string {
  const only = request.documents.length === 1 ? request.documents[0] : undefined;
  const documentTitle = only?.title.trim() ?? "";
  const requestTitle = request.title.trim();
  if (documentTitle === "" || documentTitle.toLowerCase() === requestTitle.toLowerCase()) return requestTitle;
  if (requestTitle === "") return documentTitle;
  return `${requestTitle}${TAB_TITLE_SEPARATOR}${documentTitle}`;
}
