import React, { useCallback, useId, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { glossaryEntry } from '@site/src/data/glossary';
import { TERM_ATTRIBUTE } from '@site/src/lib/glossary';
import styles from './styles.module.css';

export interface Props {
  /** Anchor of the glossary entry (src/data/glossary.ts); an unknown id fails the build. */
  id: string;
  /** The words shown in the text; defaults to the term itself. */
  children?: ReactNode;
}

type PopoverComponent = typeof import('./Popover').default;

/** The popover's code, loading or loaded, shared by every term of the page. */
let loadingPopover: Promise<PopoverComponent> | null = null;

/**
 * Loads the popover's chunk once. A failed load (a flaky network, or a deploy that replaced the
 * files) is forgotten, so the next time the reader comes to a term it is tried again; meanwhile
 * the term stays a word whose definition screen readers still get.
 */
function loadPopover(): Promise<PopoverComponent> {
  loadingPopover ??= import('./Popover').then(
    (module) => module.default,
    (error: unknown) => {
      loadingPopover = null;
      throw error;
    },
  );
  return loadingPopover;
}

/**
 * A glossary term inside running text. Hovering it, focusing it with the keyboard or tapping it
 * opens a small non-modal dialog with the definition and a link to the full glossary entry.
 *
 * The popover holds a link, so it is a dialog rather than a tooltip (tooltips must not contain
 * interactive content). The definition is also referenced by aria-describedby from a hidden copy, so
 * screen readers announce it on focus without waiting for the popover to render. That copy exists only
 * in the browser: in the server-rendered HTML it would run into the sentence and into the search index.
 *
 * The popover and its positioning code are a separate chunk, loaded the first time the reader moves
 * to a term; from then on the popover's own handlers drive the button.
 */
export default function Term({ id, children }: Props): ReactNode {
  const entry = glossaryEntry(id);
  const isBrowser = useIsBrowser();
  const buttonId = useId();
  const descriptionId = `${buttonId}-description`;
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const [Popover, setPopover] = useState<PopoverComponent | null>(null);
  const [referenceProps, setReferenceProps] = useState<Record<string, unknown> | null>(null);
  const engage = useCallback(() => {
    loadPopover().then(
      (loaded) => setPopover(() => loaded),
      () => {},
    );
  }, []);
  // Until the popover's handlers arrive, the button only notices the reader coming to it.
  const handlers: Record<string, unknown> = referenceProps ?? { onPointerEnter: engage, onFocus: engage, onClick: engage, 'aria-haspopup': 'dialog', 'aria-expanded': false };

  return (
    <>
      <button
        type="button"
        id={buttonId}
        ref={setButton}
        className={styles.term}
        aria-describedby={isBrowser ? descriptionId : undefined}
        {...{ [TERM_ATTRIBUTE]: entry.anchor }}
        {...(handlers as ButtonHTMLAttributes<HTMLButtonElement>)}
      >
        {children ?? entry.term}
      </button>
      {isBrowser && (
        <span id={descriptionId} hidden>
          {entry.definition}
        </span>
      )}
      {Popover && button && <Popover entry={entry} reference={button} onReferenceProps={setReferenceProps} />}
    </>
  );
}
