/**
 * When the first page a reader opens cannot load one of its script chunks (a flaky network, a
 * deploy that replaced the files), Docusaurus never hydrates and says nothing: the static page
 * stays readable but nothing on it works. This shows the theme's own error box with Retry above
 * that page. Failures after hydration are Docusaurus's job (it reloads the page).
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import Loading from '@theme/Loading';

export const FALLBACK_ID = 'linea-chunk-load-error';

function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk/i.test(reason.message));
}

function hasHydrated(): boolean {
  return document.documentElement.getAttribute('data-has-hydrated') === 'true';
}

function showErrorBox(error: Error): void {
  if (document.getElementById(FALLBACK_ID)) return;
  const container = document.createElement('div');
  container.id = FALLBACK_ID;
  container.setAttribute('role', 'alert');
  container.style.cssText = 'position:fixed;inset:0 0 auto;z-index:1000;pointer-events:none;';
  document.body.appendChild(container);
  createRoot(container).render(
    <div style={{ pointerEvents: 'auto', display: 'flex', justifyContent: 'center' }}>
      <Loading error={error} retry={() => window.location.reload()} timedOut={false} pastDelay isLoading={false} />
    </div>,
  );
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    if (!hasHydrated() && isChunkLoadError(event.reason)) showErrorBox(event.reason);
  });
}
