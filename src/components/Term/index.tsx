import React, { useId, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  FloatingFocusManager,
  FloatingPortal,
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { glossaryEntry } from '@site/src/data/glossary';
import { glossaryHref } from '@site/src/lib/glossary';
import styles from './styles.module.css';

export interface Props {
  /** Anchor of the glossary entry (src/data/glossary.ts); an unknown id fails the build. */
  id: string;
  /** The words shown in the text; defaults to the term itself. */
  children?: ReactNode;
}

/**
 * A glossary term inside running text. Hovering it, focusing it with the keyboard or tapping it
 * opens a small non-modal dialog with the definition and a link to the full glossary entry.
 *
 * The popover holds a link, so it is a dialog rather than a tooltip (tooltips must not contain
 * interactive content). The definition is also referenced by aria-describedby from a hidden copy, so
 * screen readers announce it on focus without waiting for the popover to render. That copy exists only
 * in the browser: in the server-rendered HTML it would run into the sentence and into the search index.
 */
export default function Term({ id, children }: Props): ReactNode {
  const entry = glossaryEntry(id);
  const [open, setOpen] = useState(false);
  const isBrowser = useIsBrowser();
  const baseId = useId();
  const descriptionId = `${baseId}-description`;
  const titleId = `${baseId}-title`;

  const { refs: { setReference, setFloating }, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  // Hover is for mice only; touch uses the click handler, which leaves mouse clicks to hover.
  const hover = useHover(context, { mouseOnly: true, delay: { open: 150, close: 100 }, handleClose: safePolygon() });
  const focus = useFocus(context);
  const click = useClick(context, { ignoreMouse: true });
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, click, dismiss, role]);

  return (
    <>
      <button
        type="button"
        ref={setReference}
        className={styles.term}
        aria-describedby={isBrowser ? descriptionId : undefined}
        data-glossary-term={entry.anchor}
        {...getReferenceProps()}
      >
        {children ?? entry.term}
      </button>
      {isBrowser && (
        <span id={descriptionId} hidden>
          {entry.definition}
        </span>
      )}
      {open && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus={false}>
            <div
              ref={setFloating}
              style={floatingStyles}
              className={styles.popover}
              aria-labelledby={titleId}
              {...getFloatingProps()}
            >
              <p id={titleId} className={styles.title}>
                {entry.term}
              </p>
              <p className={styles.definition}>{entry.definition}</p>
              <Link to={glossaryHref(entry.anchor)} className={styles.link}>
                Open in the glossary
              </Link>
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}
