import React, { useEffect, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
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
import type { GlossaryEntry } from '@site/src/data/glossary';
import { glossaryHref } from '@site/src/lib/glossary';
import styles from './styles.module.css';

export interface PopoverProps {
  entry: GlossaryEntry;
  /** The term's button. */
  reference: HTMLElement;
  /** Hands the interaction handlers and ARIA attributes to the term's button. */
  onReferenceProps: (props: Record<string, unknown>) => void;
}

/**
 * The popover of a <Term>, with its positioning and interaction code (floating-ui). It is a
 * separate chunk that the term loads the first time a reader moves to it, so pages do not carry it
 * until then.
 */
export default function Popover({ entry, reference, onReferenceProps }: PopoverProps): ReactNode {
  // Loaded because the reader came to the term: open if they are still on it (pointer, focus or tap).
  const [open, setOpen] = useState(() => reference.matches(':hover') || reference === document.activeElement);
  const titleId = `${reference.id}-title`;
  const { refs: { setFloating }, floatingStyles, context } = useFloating({
    open,
    onOpenChange: (next, _event, reason) => {
      // Escape from inside the popover (its link) puts focus back on the term, not on the page's
      // body, where keyboard users would start again from the top. Focus there does not reopen it.
      if (!next && reason === 'escape-key' && document.activeElement?.closest(`[aria-labelledby="${titleId}"]`)) reference.focus();
      setOpen(next);
    },
    elements: { reference },
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
  useEffect(() => onReferenceProps(getReferenceProps()), [getReferenceProps, onReferenceProps]);

  if (!open) return null;
  return (
    <FloatingPortal>
      <FloatingFocusManager context={context} modal={false} initialFocus={-1} returnFocus={false}>
        <div ref={setFloating} style={floatingStyles} className={styles.popover} aria-labelledby={titleId} {...getFloatingProps()}>
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
  );
}
