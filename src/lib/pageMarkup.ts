/**
 * Reads an element's markup from the server-rendered HTML of a page of this site. Used by components
 * whose largest markup only the server build carries (diagram drawings, a contract's selector
 * index): after a client-side navigation they copy it from the page's HTML. The last page read is
 * kept, so several such components on one page cost one request.
 */
let last: { pathname: string; document: Promise<Document> } | null = null;

function pageDocument(pathname: string): Promise<Document> {
  if (last?.pathname !== pathname) {
    const document = fetch(pathname)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then((text) => new DOMParser().parseFromString(text, 'text/html'));
    // A failed request is not kept: the next component (or a later visit) asks again.
    document.catch(() => {
      if (last?.document === document) last = null;
    });
    last = { pathname, document };
  }
  return last.document;
}

/** The inner HTML of the element with this id in the page's server-rendered HTML, or null if the page or the element cannot be read. */
export async function serverMarkup(pathname: string, id: string): Promise<string | null> {
  try {
    return (await pageDocument(pathname)).getElementById(id)?.innerHTML ?? null;
  } catch {
    return null;
  }
}
