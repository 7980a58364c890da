// The results page at /search (route added by the search plugin): reads q and version from the URL (ctx is accepted; every context shares one index) and lists every hit.
import React, { useId, useRef, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import { useBaseUrl, useSearch } from '../../client/useSearch';
import { resultsPageRequest } from '../../engine/options';
import { ResultItem } from './ResultItem';
import styles from './styles.module.css';
import { missingWordsNote } from '../missingWords';
import RetryButton from '../SearchBar/RetryButton';
import { currentSearch } from '@site/src/lib/currentSearch';
import { useChosenBeforeHydration } from '@site/src/lib/useChosenBeforeHydration';
import { cleanText } from '@site/src/lib/linkValue';

/** Query parameters of the page; a malformed query string reads as empty rather than failing. */
function readParams(search: string): URLSearchParams {
  try {
    return new URLSearchParams(search);
  } catch {
    return new URLSearchParams();
  }
}

/**
 * How much of the query the heading and the tab's title repeat, cleaned as `cleanText` does text
 * from a link: a long paste is cut, so the box and the results stay on the first screen, and
 * control or bidirectional characters cannot reorder the heading. The box keeps the query whole.
 */
const SHOWN_QUERY_CHARACTERS = 80;

export default function SearchPage(): ReactNode {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const baseUrl = useBaseUrl();
  const { selectMessage } = usePluralForm();
  // The server renders the page without a query; the browser reads it after hydration.
  const search = currentSearch(history, location);
  const params = readParams(isBrowser ? search : '');
  // The URL holds the query: typing replaces it, so the page can be shared or reloaded as it is.
  const query = params.get('q') ?? '';
  const versionUrl = `${baseUrl}${params.get('version') ?? ''}`;

  const { status, error, results, missing, answeredQuery, retry } = useSearch(versionUrl, query, resultsPageRequest, 'page', isBrowser);

  const update = (value: string) => {
    const next = readParams(search);
    if (value) next.set('q', value);
    else next.delete('q');
    history.replace({ search: next.toString() });
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  useChosenBeforeHydration([inputId], (chosen) => update(chosen.get(inputId) ?? ''));

  const title = query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query: cleanText(query, SHOWN_QUERY_CHARACTERS) })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });
  const answered = query !== '' && answeredQuery === query && status === 'ready';
  // The page lists at most `limit` results: a full list is the best of more matches, not a count of them.
  const countText = (): string => {
    if (results.length === 0) return translate({ id: 'theme.SearchPage.noResultsText', message: 'No documents were found' });
    if (results.length >= resultsPageRequest.limit) {
      return translate({ id: 'theme.SearchPage.bestMatchesShown', message: 'The {count} best matches are shown: add words to narrow the search' }, { count: results.length });
    }
    return selectMessage(results.length, translate({ id: 'theme.SearchPage.documentsFound.plurals', message: '1 document found|{count} documents found' }, { count: results.length }));
  };
  const count = answered ? countText() : '';
  // Words no page has were left out to find the results: say which, so the reader can rephrase.
  const left = answered && results.length > 0 && missing.length > 0 ? missingWordsNote(missing) : '';

  return (
    <Layout>
      <Head>
        <title>{title}</title>
        <meta name="description" content="Search the Linea developer documentation: guides, API and smart-contract reference, and how Linea works." />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <input
          id={inputId}
          type="search"
          name="q"
          className={styles.input}
          aria-label={translate({ id: 'theme.SearchBar.label', message: 'Search' })}
          ref={inputRef}
          value={query}
          onChange={(event) => update(event.target.value)}
          autoComplete="off"
          // The page exists to search: the box is where the reader starts.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        {status === 'error' ? (
          <div className={styles.error} role="alert">
            <p>
              {translate({ id: 'theme.SearchPage.unavailable', message: 'Search is unavailable: the search index could not be loaded.' })}
              {error ? ` (${error})` : ''}
            </p>
            <RetryButton inputRef={inputRef} onRetry={retry} small={false} />
          </div>
        ) : (
          query !== '' && !answered && <span className={styles.ring} role="progressbar" aria-label={translate({ id: 'theme.SearchPage.loading', message: 'Searching' })} />
        )}
        <p role="status" aria-live="polite" className={styles.count}>
          {count}
          {left ? `. ${left}` : ''}
        </p>
        <section>
          {answered && results.map((result, n) => <ResultItem key={`${n}-${result.type}-${result.document.i}`} result={result} />)}
        </section>
      </main>
    </Layout>
  );
}
