// The not-found page, with the pages a search for the missing path finds. A link from an older
// copy of the docs, another site or a typo still names its page in its path ("…/run-a-node/maru"),
// so the reader is one click from it. On Save-Data or 2G the index is not fetched unasked: the
// page links to the results page instead.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { slowConnection } from '../../../client/connection';
import { useBaseUrl, useSearch } from '../../../client/useSearch';
import { pathQuery, searchPageUrl } from '../../../engine/urls';
import type { SearchRequest } from '../../../engine/engine';
import { ResultItem } from '../../SearchPage';

/** A few pages, one result each: the reader picks the page, not a section of it. */
const NOT_FOUND_REQUEST: SearchRequest = { limit: 5, maxPerPage: 1, contextLength: 60 };

export default function NotFoundContent({ className }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  const baseUrl = useBaseUrl();
  // The server renders the page for no path in particular; the browser knows which path failed.
  const query = isBrowser ? pathQuery(pathname, baseUrl) : '';
  const enabled = query !== '' && isBrowser && !slowConnection();
  const { status, results, answeredQuery } = useSearch(baseUrl, query, NOT_FOUND_REQUEST, 'page', enabled);
  const answered = enabled && status === 'ready' && answeredQuery === query;

  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            <Translate id="theme.NotFound.title" description="The title of the 404 page">
              Page Not Found
            </Translate>
          </Heading>
          <p>
            <Translate id="theme.NotFound.p1" description="The first paragraph of the 404 page">
              We could not find what you were looking for.
            </Translate>
          </p>
          <div aria-live="polite">
            {answered && results.length > 0 && (
              <section aria-labelledby="not-found-suggestions">
                <h2 id="not-found-suggestions">
                  {translate({ id: 'theme.NotFound.suggestions', message: 'Pages that may be what you followed the link for' })}
                </h2>
                {results.map((result) => (
                  <ResultItem key={result.document.u} result={result} level={3} />
                ))}
              </section>
            )}
          </div>
          {query !== '' && (
            <p>
              <Link to={searchPageUrl(baseUrl, query)}>{translate({ id: 'theme.NotFound.search', message: 'Search the docs for “{query}”' }, { query })}</Link>
            </p>
          )}
          <p>
            <Translate id="theme.NotFound.p2" description="The 2nd paragraph of the 404 page">
              Please contact the owner of the site that linked you to the original URL and let them know their link is broken.
            </Translate>
          </p>
        </div>
      </div>
    </main>
  );
}
