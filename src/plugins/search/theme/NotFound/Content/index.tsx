// Replaces the classic theme's NotFound/Content: the same title and paragraphs, in a wider column,
// with the pages a search for the missing path finds. A link from an older copy of the docs,
// another site or a typo still names its page in its path ("…/run-a-node/maru"), so the reader is
// one click from it. The search part (`Suggestions`) is fetched once the page renders in the
// browser; on Save-Data or 2G it is not, and neither is the index: the page links to the results
// page instead, as it also does when that code cannot be downloaded.
import React, { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import Translate, { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { slowConnection } from '../../../client/connection';
import { pathQuery, searchPageUrl } from '../../../engine/urls';
import type { NotFoundSuggestionsProps } from './Suggestions';

type SuggestionsComponent = ComponentType<NotFoundSuggestionsProps>;

export default function NotFoundContent({ className }: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  // The server renders the page for no path in particular; the browser knows which path failed.
  const query = isBrowser ? pathQuery(pathname, baseUrl) : '';
  const [Suggestions, setSuggestions] = useState<SuggestionsComponent | null>(null);
  // How many pages the suggestions found, announced in one short line rather than reading them all.
  const [found, setFound] = useState<number | null>(null);
  useEffect(() => {
    if (query === '' || slowConnection()) return undefined;
    let live = true;
    import('./Suggestions').then(
      (module) => live && setSuggestions(() => module.default),
      // A failed download leaves the link to the results page.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [query]);

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
          <p role="status" className="sr-only">
            {found === null
              ? ''
              : translate({ id: 'theme.NotFound.suggestionsFound', message: '{count} pages found for “{query}”.' }, { count: found, query })}
          </p>
          {Suggestions && query !== '' && <Suggestions query={query} onAnswer={setFound} />}
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
