import React, { type ReactNode, type RefObject } from 'react';
import { translate } from '@docusaurus/Translate';

/**
 * Retry, in a message that takes the place of search results. Focus goes back to the search input
 * first, so it does not drop to the page when the message, and this button with it, gives way; a
 * mouse press does not take focus from the input at all.
 */
export default function RetryButton({
  inputRef,
  onRetry,
  small = true,
}: {
  inputRef: RefObject<HTMLInputElement>;
  onRetry: () => void;
  /** The navbar's small button, or the page's. */
  small?: boolean;
}): ReactNode {
  return (
    <button
      type="button"
      className={small ? 'button button--sm button--primary' : 'button button--primary'}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => {
        inputRef.current?.focus();
        onRetry();
      }}>
      {translate({ id: 'theme.SearchBar.retry', message: 'Retry' })}
    </button>
  );
}
