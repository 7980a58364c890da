import React, { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { copyText } from '@site/src/lib/clipboard';
import { markdownPath } from '@site/src/lib/markdownPath';
import { chatGptUrl, claudeUrl, cursorInstallUrl, vscodeInstallUrl } from '@site/src/lib/pageActions';
import { MCP_PATH } from '@site/src/lib/agentPaths';
import styles from './styles.module.css';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'error'; message: string };

interface MenuLink {
  label: string;
  href: string;
  /** Opens another site or app, in a new tab. */
  external: boolean;
}

/**
 * "Copy page" and a menu of what else a reader can do with the page's Markdown twin: view it, hand
 * it to a chat assistant, or connect an editor to the docs MCP server. The menu follows the ARIA
 * menu button pattern: Enter, Space or the arrow keys open it, arrows and Home/End move, Escape
 * closes it and gives focus back to its button. Its items render only while it is open.
 */
export default function PageActions(): ReactNode {
  const { pathname } = useLocation();
  const { siteConfig } = useDocusaurusContext();
  const href = markdownPath(pathname);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [open, setOpen] = useState(false);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const menuId = useId();
  useEffect(() => () => clearTimeout(reset.current), []);

  const items = (): HTMLElement[] => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    const list = items();
    (focusOnOpen.current === 'last' ? list.at(-1) : list[0])?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  async function copyPage(): Promise<void> {
    clearTimeout(reset.current);
    setStatus({ kind: 'busy' });
    try {
      const res = await fetch(href, { headers: { Accept: 'text/markdown, text/plain' } });
      if (!res.ok) throw new Error(`the server answered ${res.status}`);
      if ((await copyText(await res.text())) === 'failed') throw new Error('the browser refused to copy');
      setStatus({ kind: 'done' });
      reset.current = setTimeout(() => setStatus({ kind: 'idle' }), 2500);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      setStatus({ kind: 'error', message: `Could not copy this page (${reason}). Open it as Markdown instead.` });
    }
  }

  function openWith(event: KeyboardEvent<HTMLButtonElement>): void {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusOnOpen.current = event.key === 'ArrowUp' ? 'last' : 'first';
      setOpen(true);
    }
  }

  function close(returnFocus: boolean): void {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>): void {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') close(false);
  }

  const markdownUrl = `${siteConfig.url}${href}`;
  const mcpUrl = `${siteConfig.url}${MCP_PATH}`;
  const links: MenuLink[] = [
    { label: 'View as Markdown', href, external: false },
    { label: 'Open in ChatGPT', href: chatGptUrl(markdownUrl), external: true },
    { label: 'Open in Claude', href: claudeUrl(markdownUrl), external: true },
    { label: 'Connect to Cursor', href: cursorInstallUrl(mcpUrl), external: true },
    { label: 'Connect to VS Code', href: vscodeInstallUrl(mcpUrl), external: true },
  ];

  return (
    <div className={styles.actions} data-llms="skip">
      <p className={styles.agentNote} aria-hidden="true">
        For AI agents: the index of these docs is /llms.txt; this page as Markdown is {href}; the docs MCP server is {MCP_PATH}.
      </p>
      <div className={styles.group}>
        {/* aria-disabled rather than disabled: a disabled button drops keyboard focus to the page's body. */}
        <button type="button" className={styles.button} onClick={() => void (status.kind === 'busy' ? undefined : copyPage())} aria-disabled={status.kind === 'busy'}>
          {/* Both labels take their place, one hidden: the button keeps the width of the longer, so it does not shrink from under the pointer. */}
          <span className={styles.labels}>
            <span className={clsx(status.kind !== 'done' && styles.hiddenLabel)}>Copied</span>
            <span className={clsx(status.kind === 'done' && styles.hiddenLabel)}>Copy page</span>
          </span>
        </button>
        <button
          ref={button}
          type="button"
          className={styles.toggle}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => {
            focusOnOpen.current = 'first';
            setOpen((o) => !o);
          }}
          onKeyDown={openWith}>
          More page actions
        </button>
        {open && (
          <div ref={menu} id={menuId} role="menu" tabIndex={-1} aria-label="Page actions" className={styles.menu} onKeyDown={onMenuKey}>
            <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                onClick={() => {
                  close(true);
                  void copyPage();
                }}>
                Copy page
            </button>
            {links.map((link) => (
              <a
                key={link.label}
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                href={link.href}
                {...(link.external || link.href.endsWith('.md') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                onClick={() => close(false)}>
                {link.label}
              </a>
            ))}
          </div>
        )}
      </div>
      <span className={status.kind === 'error' ? styles.error : 'sr-only'} role="status" aria-live="polite">
        {status.kind === 'done' ? 'Page copied to the clipboard as Markdown.' : status.kind === 'error' ? status.message : ''}
      </span>
    </div>
  );
}
