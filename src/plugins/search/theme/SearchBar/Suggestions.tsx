import React, { useEffect, useState, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import clsx from 'clsx';
import { useHistory } from '@docusaurus/router';
import { translate } from '@docusaurus/Translate';
import { suggestionRequest } from '../../engine/options';
import { SearchDocumentType, type SearchResult } from '../../engine/types';
import { resultUrl, searchPageUrl } from '../../engine/urls';
import TextParts from '../../client/TextParts';
import { useBaseUrl, useSearch } from '../../client/useSearch';
import shell from './styles.module.css';
import styles from './suggestions.module.css';
import { missingWordsNote } from '../missingWords';
import RetryButton from './RetryButton';

export interface SuggestionsState {
  /**
   * The listbox of suggestions is shown: what the input's aria-expanded and aria-controls describe.
   * A "No results" or error message in its place is no listbox; the live region and the alert say it.
   */
  expanded: boolean;
  /** Id of the highlighted suggestion, for the input's aria-activedescendant. */
  activeId?: string;
  /** The index is loading. */
  loading: boolean;
}

export interface SuggestionsProps {
  query: string;
  /** Focus is in the search box. */
  focused: boolean;
  listboxId: string;
  inputRef: RefObject<HTMLInputElement>;
  /** Hands the box the handler of its input's key presses. */
  registerKeyHandler: (handler: ((event: KeyboardEvent<HTMLInputElement>) => void) | null) => void;
  onStateChange: (state: SuggestionsState) => void;
}

/** First line of a suggestion: the title, heading or the words around the match. */
function firstLine(result: SearchResult): ReactNode {
  if (result.type === SearchDocumentType.Title || result.type === SearchDocumentType.Heading) return <TextParts parts={result.title} />;
  return <TextParts parts={result.snippet ?? result.title} />;
}

/** Second line: where the suggestion is. */
function secondLine(result: SearchResult): string | undefined {
  if (result.type === SearchDocumentType.Title) return result.document.b?.join(' › ') || undefined;
  const page = result.page?.t;
  const section = result.document.s;
  // A section's text, or a table row's label, is under its section.
  if ((result.type === SearchDocumentType.Content || result.type === SearchDocumentType.Heading) && section && section !== page) return `${page} › ${section}`;
  return page;
}

const icons: Record<'page' | 'heading' | 'text', ReactNode> = {
  page: <path d="M4 2h6l3 3v9H4zM10 2v3h3" />,
  heading: <path d="M4 3v10M12 3v10M4 8h8" />,
  text: <path d="M3 4h10M3 8h10M3 12h7" />,
};

function iconOf(type: SearchResult['type']): ReactNode {
  const kind = type === SearchDocumentType.Title ? 'page' : type === SearchDocumentType.Heading ? 'heading' : 'text';
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
        {icons[kind]}
      </g>
    </svg>
  );
}

/**
 * The suggestions of the navbar box, loaded after the box itself: a listbox under the input
 * (combobox pattern, with the input keeping focus and pointing at the highlighted option), a
 * polite live region that announces how many suggestions there are, and a clear message with a
 * Retry button when the index cannot be loaded.
 */
export default function SearchSuggestions({ query, focused, listboxId, inputRef, registerKeyHandler, onStateChange }: SuggestionsProps): ReactNode {
  const history = useHistory();
  const baseUrl = useBaseUrl();
  const { status, error, results, missing, answeredQuery, retry } = useSearch(baseUrl, query, suggestionRequest, 'box', true);
  // Escape closes the list until the query changes; new results highlight their first suggestion.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [cursor, setCursor] = useState({ results, index: 0 });
  const open = closedFor !== query;
  const setOpen = (value: boolean) => setClosedFor(value ? null : query);
  const active = cursor.results === results ? cursor.index : 0;
  const setActive = (index: number) => setCursor({ results, index });

  const typed = query.trim() !== '';
  const answered = status === 'ready' && answeredQuery === query;
  // While the next answer is on its way the previous one stays up, so typing does not flicker.
  const hasAnswer = status === 'ready' && !!answeredQuery?.trim();
  // The panel under the box: suggestions, or a message in their place.
  const expanded = focused && open && typed && (hasAnswer || status === 'error');
  const listed = expanded && status !== 'error' && results.length > 0;
  const optionId = (n: number) => `${listboxId}-option-${n}`;
  const activeId = listed ? optionId(Math.min(active, results.length - 1)) : undefined;

  useEffect(() => {
    onStateChange({ expanded: listed, loading: status === 'loading', ...(activeId ? { activeId } : {}) });
  }, [listed, activeId, status, onStateChange]);
  useEffect(() => () => onStateChange({ expanded: false, loading: false }), [onStateChange]);

  const go = (url: string) => {
    setOpen(false);
    inputRef.current?.blur();
    history.push(url);
  };
  const urlOf = (result: SearchResult) => resultUrl(result.document, result.tokens);
  const allResultsUrl = searchPageUrl(baseUrl, query);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          return;
        }
        if (results.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((active + step + results.length) % results.length);
        return;
      }
      case 'Enter': {
        if (!typed) return;
        event.preventDefault();
        const chosen = expanded ? results[Math.min(active, results.length - 1)] : undefined;
        go(chosen ? urlOf(chosen) : allResultsUrl);
        return;
      }
      case 'Escape':
        if (open && typed) {
          event.preventDefault();
          setOpen(false);
        }
        return;
      default:
    }
  };

  useEffect(() => registerKeyHandler(onKeyDown));
  useEffect(() => () => registerKeyHandler(null), [registerKeyHandler]);

  const onOptionClick = (event: MouseEvent<HTMLAnchorElement>, url: string) => {
    // Modified clicks open the link the browser's way (new tab, new window).
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(url);
  };

  const announcement = !expanded
    ? ''
    : status === 'error'
      ? ''
      : results.length === 0
        ? translate({ id: 'theme.SearchBar.noResultsText', message: 'No results' })
        : `${translate({ id: 'theme.SearchBar.resultsCount', message: '{count} suggestions' }, { count: results.length })}${missing.length > 0 ? `. ${missingWordsNote(missing)}` : ''}`;

  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      {expanded && (
        <div className={clsx(shell.panel, styles.dropdown)} data-answered-query={answered ? answeredQuery : undefined}>
          {status === 'error' ? (
            <div className={styles.message} role="alert">
              <p>
                {translate({ id: 'theme.SearchBar.unavailable', message: 'Search is unavailable: the search index could not be loaded.' })}
                {error ? <span className={styles.detail}> ({error})</span> : null}
              </p>
              <RetryButton inputRef={inputRef} onRetry={retry} />
            </div>
          ) : results.length === 0 ? (
            <p className={styles.message}>{translate({ id: 'theme.SearchBar.noResultsText', message: 'No results' })}</p>
          ) : (
            <>
              {missing.length > 0 && <p className={styles.message}>{missingWordsNote(missing)}</p>}
              <div role="listbox" id={listboxId} aria-label={translate({ id: 'theme.SearchBar.suggestions', message: 'Search suggestions' })}>
                {results.map((result, n) => {
                  const url = urlOf(result);
                  const second = secondLine(result);
                  return (
                    <a
                      key={`${n}-${result.type}-${result.document.i}`}
                      id={optionId(n)}
                      role="option"
                      aria-selected={optionId(n) === activeId}
                      href={url}
                      tabIndex={-1}
                      className={clsx(styles.option, optionId(n) === activeId && styles.active, (result.isInterOfTree || result.isLastOfTree) && styles.child)}
                      onMouseDown={(e) => e.preventDefault()}
                      onMouseMove={() => setActive(n)}
                      onClick={(e) => onOptionClick(e, url)}>
                      <span className={styles.icon}>{iconOf(result.type)}</span>
                      <span className={styles.text}>
                        <span className={styles.title}>{firstLine(result)}</span>
                        {second ? <span className={styles.path}>{second}</span> : null}
                      </span>
                    </a>
                  );
                })}
              </div>
              <div className={styles.footer}>
                <a
                  href={allResultsUrl}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={(e) => onOptionClick(e, allResultsUrl)}>
                  {translate({ id: 'theme.SearchBar.seeAll', message: 'See all results' })}
                </a>
              </div>
            </>
          )}
        </div>
      )}
    </>
  );
}
