// The pages a search for the missing path finds, under the not-found message. Loaded by the
// not-found page once it renders in the browser: the docs layout includes that page (for a doc
// path that does not exist), so the search code stays out of every doc page's first load.
import React, { useEffect, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { useBaseUrl, useSearch } from '../../../client/useSearch';
import type { SearchRequest } from '../../../engine/engine';
import { ResultItem } from '../../SearchPage/ResultItem';

/** A few pages, one result each: the reader picks the page, not a section of it. */
const NOT_FOUND_REQUEST: SearchRequest = { limit: 5, maxPerPage: 1, contextLength: 60 };

export interface NotFoundSuggestionsProps {
  query: string;
  /** Told how many pages were found, once the search has answered, for the page's status line. */
  onAnswer: (found: number) => void;
}

export default function NotFoundSuggestions({ query, onAnswer }: NotFoundSuggestionsProps): ReactNode {
  const baseUrl = useBaseUrl();
  const { status, results, answeredQuery } = useSearch(baseUrl, query, NOT_FOUND_REQUEST, 'page', true);
  const answered = status === 'ready' && answeredQuery === query;
  useEffect(() => {
    if (answered) onAnswer(results.length);
  }, [answered, results.length, onAnswer]);
  if (!answered || results.length === 0) return null;
  return (
    <section aria-labelledby="not-found-suggestions">
      <h2 id="not-found-suggestions">{translate({ id: 'theme.NotFound.suggestions', message: 'Pages you may have been looking for' })}</h2>
      {results.map((result) => (
        <ResultItem key={result.document.u} result={result} level={3} />
      ))}
    </section>
  );
}
