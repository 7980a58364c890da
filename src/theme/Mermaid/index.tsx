// Loads Mermaid only on pages that draw a diagram: the original component pulls the whole Mermaid library into every docs page's first load.
import React, { Suspense, lazy, type ReactNode } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { ErrorBoundaryErrorMessageFallback } from '@docusaurus/theme-common';
import type { Props } from '@theme/Mermaid';
import styles from './styles.module.css';

const OriginalMermaid = lazy(() => import('@theme-original/Mermaid'));

/** Reserves the diagram's space; `data-mermaid` carries the source into the page's Markdown twin. */
function Placeholder({ value }: { value: string }): ReactNode {
  return <div className={styles.placeholder} aria-busy="true" aria-label="Loading diagram" role="img" data-mermaid={value} />;
}

export default function Mermaid(props: Props): ReactNode {
  // Diagrams render in the browser only (the original does too); a failed chunk shows the error with Try again.
  return (
    <BrowserOnly fallback={<Placeholder value={props.value} />}>
      {() => (
        <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
          <Suspense fallback={<Placeholder value={props.value} />}>
            <OriginalMermaid {...props} />
          </Suspense>
        </ErrorBoundary>
      )}
    </BrowserOnly>
  );
}
