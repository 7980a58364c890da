// Shows a Mermaid diagram from its SVG renderings drawn ahead of time (src/plugins/diagrams), so no diagram library reaches the reader.
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface Props {
  /** The diagram's Mermaid source; `data-mermaid` hands it to the page's Markdown twin. */
  value: string;
  /** Text alternative: the diagram's parts in words. */
  label: string;
  /** SVG markup for the light colour mode. */
  light: string;
  /** SVG markup for the dark colour mode. */
  dark: string;
}

/**
 * Both renderings are in the page and CSS shows the one matching `data-theme`, so the picture is
 * right from the first paint in either mode and switching modes needs no script. The SVGs are set
 * as markup rather than React elements: hydration does not walk their hundreds of nodes.
 */
export default function Mermaid({ value, label, light, dark }: Props): ReactNode {
  return (
    <div className={styles.diagram} role="img" aria-label={label} data-mermaid={value}>
      <div className={clsx(styles.rendering, styles.light)} dangerouslySetInnerHTML={{ __html: light }} />
      <div className={clsx(styles.rendering, styles.dark)} dangerouslySetInnerHTML={{ __html: dark }} />
    </div>
  );
}
