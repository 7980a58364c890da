import React, { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@docusaurus/router';
import { markdownPath } from '@site/src/lib/markdownPath';
import styles from './styles.module.css';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string };

/** Copies text, falling back to a hidden textarea where the async Clipboard API is unavailable. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('the browser refused to copy');
}

/** "Copy page" and "View as Markdown" for the current doc: its Markdown twin, for pasting into an AI tool. */
export default function PageActions(): ReactNode {
  const { pathname } = useLocation();
  const href = markdownPath(pathname);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  async function copyPage(): Promise<void> {
    clearTimeout(reset.current);
    setStatus({ kind: 'busy' });
    try {
      const res = await fetch(href, { headers: { Accept: 'text/markdown, text/plain' } });
      if (!res.ok) throw new Error(`the server answered ${res.status}`);
      await copyText(await res.text());
      setStatus({ kind: 'done' });
      reset.current = setTimeout(() => setStatus({ kind: 'idle' }), 2500);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      setStatus({ kind: 'error', message: `Could not copy this page (${reason}). Open it as Markdown instead.` });
    }
  }

  return (
    <div className={styles.actions} data-llms="skip">
      <button type="button" className={styles.button} onClick={copyPage} disabled={status.kind === 'busy'}>
        {status.kind === 'done' ? 'Copied' : 'Copy page'}
      </button>
      <a className={styles.button} href={href} target="_blank" rel="noopener noreferrer">
        View as Markdown
      </a>
      <span className={status.kind === 'error' ? styles.error : 'sr-only'} role="status" aria-live="polite">
        {status.kind === 'done' ? 'Page copied to the clipboard as Markdown.' : status.kind === 'error' ? status.message : ''}
      </span>
    </div>
  );
}
