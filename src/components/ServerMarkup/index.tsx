import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHistory } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import copyButtonStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/CopyButton/styles.module.css';
import { copyText } from '@site/src/lib/clipboard';
import { serverMarkup } from '@site/src/lib/pageMarkup';
import { handleServerMarkupClick } from '@site/src/lib/serverMarkupClicks';

export interface Props {
  /** Id of the container, unique in the page: the markup is found by it in the page's HTML. */
  id: string;
  /** The markup when this bundle has it (the server build, the dev server); null in the browser's production bundle. */
  html?: string | null;
  /** The content as elements when this bundle has it, instead of `html`. */
  children?: ReactNode;
  /** Shown when the browser renders the page itself and the page's HTML cannot be read. */
  unavailable: string;
  className?: string;
}

/**
 * Markup that only the server build carries, so it is in the page's HTML and never in JavaScript.
 * When the browser hydrates a server-rendered page it keeps that markup as it is; when it renders
 * the page itself (a client-side navigation), it copies the markup from the page's HTML. Its links
 * and code-block copy buttons work as rendered ones do, through one listener on the container.
 */
export default function ServerMarkup({ id, html = null, children, unavailable, className }: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  // The markup copied from the page's HTML; false when it could not be read.
  const [copied, setCopied] = useState<string | false | null>(null);
  const has = html !== null || children != null;
  const history = useHistory();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const onClick = (event: MouseEvent) =>
      handleServerMarkupClick(event, {
        navigate: (to) => history.push(to),
        copy: copyText,
        copyIconsClass: copyButtonStyles.copyButtonIcons!,
        copiedClass: copyButtonStyles.copyButtonCopied!,
      });
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [history]);
  useEffect(() => {
    if (has || !container.current || container.current.childElementCount > 0) return;
    let cancelled = false;
    void serverMarkup(window.location.pathname, id).then((markup) => {
      if (!cancelled) setCopied(markup || false);
    });
    return () => {
      cancelled = true;
    };
  }, [has, id]);
  if (children != null || copied === false) {
    return (
      <div id={id} className={className}>
        {children ?? <p>{unavailable}</p>}
      </div>
    );
  }
  return (
    <div
      id={id}
      ref={container}
      className={className}
      // The server's markup stays as it is while the page hydrates with an empty string.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: html ?? copied ?? '' }}
    />
  );
}

/**
 * Static content that the browser keeps from the server's HTML when it hydrates the page, instead
 * of hydrating its elements; on a client-side navigation it renders as any component does. For
 * content whose data the page's JavaScript carries anyway (the tables of a JSON-RPC method, whose
 * record the console needs), so that nothing has to be read from the page's HTML.
 */
export function KeptMarkup({ id, className, children }: { id: string; className?: string; children: ReactNode }): ReactNode {
  const isBrowser = useIsBrowser();
  // Decided once, when the component mounts: first rendered while the page hydrates (in a browser,
  // before Docusaurus says it is one), it keeps the server's markup for as long as it lives.
  const [keepsServerMarkup] = useState(() => typeof window !== 'undefined' && !isBrowser);
  return (
    <ServerMarkup id={id} className={className} unavailable="This part of the page could not be loaded. Reload the page to see it.">
      {keepsServerMarkup ? null : children}
    </ServerMarkup>
  );
}
