/**
 * The page's query string as the browser has it now. Docusaurus passes a new location down only
 * once its route has loaded, even after a replace that changes the query string alone, so for a
 * moment the rendered location lags behind `history.location`, and whatever renders in that moment
 * (the first render after hydration, say) would show the URL as it was. Filters that live in the
 * URL read it here. On another path the page is on its way out, and keeps its rendered location.
 */
export function currentSearch(history: { location: { pathname: string; search: string } }, rendered: { pathname: string; search: string }): string {
  return history.location.pathname === rendered.pathname ? history.location.search : rendered.search;
}
