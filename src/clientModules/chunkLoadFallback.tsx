/**
 * When the first page a reader opens cannot load one of its script chunks (a flaky network, a
 * deploy that replaced the files), Docusaurus never hydrates and says nothing: the static page
 * stays readable but nothing on it works. This shows an error box with Retry and Dismiss over
 * that page. Failures after hydration are Docusaurus's job (it reloads the page).
 */
import React from 'react';
import { createRoot, type Root } from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export const FALLBACK_ID = 'linea-chunk-load-error';

function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk/i.test(reason.message));
}

function hasHydrated(): boolean {
  return document.documentElement.getAttribute('data-has-hydrated') === 'true';
}

/**
 * A box at the bottom of the window, as wide as its text, so the navbar and every link of the
 * static page stay within reach: they work without the script. It says what happened in plain
 * words (the chunk's name and URL go to the console), and it can be dismissed.
 */
function ErrorBox({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="alert alert--danger shadow--md">
      <p style={{ margin: '0 0 0.5rem' }}>Part of this page&apos;s code could not be downloaded, so search, menus and other controls may not work. The text of the page is all here.</p>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <button type="button" className="button button--sm button--secondary" onClick={() => window.location.reload()}>
          Retry
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}

function showErrorBox(): void {
  if (document.getElementById(FALLBACK_ID)) return;
  const container = document.createElement('div');
  container.id = FALLBACK_ID;
  container.setAttribute('role', 'alert');
  container.style.cssText = 'position:fixed;bottom:1rem;left:50%;transform:translateX(-50%);z-index:1000;width:max-content;max-width:calc(100vw - 2rem);';
  document.body.appendChild(container);
  const root: Root = createRoot(container);
  root.render(
    <ErrorBox
      onDismiss={() => {
        root.unmount();
        container.remove();
      }}
    />,
  );
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!hasHydrated() && isChunkLoadError(event.reason)) showErrorBox();
  });
}
