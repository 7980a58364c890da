// Shows a Mermaid diagram from its SVG renderings drawn ahead of time (src/plugins/diagrams), so no diagram library reaches the reader.
import React, { type CSSProperties, type ReactNode } from 'react';
import clsx from 'clsx';
import ServerMarkup from '@site/src/components/ServerMarkup';
import styles from './styles.module.css';

export interface Props {
  /** The diagram's key (a hash of its source and drawing options): names its renderings. */
  diagram: string;
  /** The diagram's Mermaid source; `data-mermaid` hands it to the page's Markdown twin. */
  value: string;
  /** Text alternative: the diagram's parts in words. */
  label: string;
  /** The width the diagram is drawn at, in CSS pixels. */
  width: number;
  /** SVG markup for the light colour mode; null in the browser's production bundle. */
  light: string | null;
  /** SVG markup for the dark colour mode; null in the browser's production bundle. */
  dark: string | null;
}

const UNAVAILABLE = 'The diagram could not be loaded. Reload the page to see it.';

/**
 * Both renderings are in the page and CSS shows the one matching `data-theme`, so the picture is
 * right from the first paint in either mode and switching modes needs no script. The SVGs are
 * server-only markup: they are in the HTML, never in the JavaScript, and hydration does not walk
 * their hundreds of nodes.
 *
 * On a narrow screen a wide diagram keeps a size at which its labels can be read (see the
 * stylesheet) and scrolls sideways in its box; the box takes focus, so the keyboard can scroll it,
 * and being the image, it is announced with the text alternative. Once the page runs, the box
 * takes focus only while it scrolls (src/clientModules/scrollBoxes.ts).
 */
export default function Mermaid({ diagram, value, label, width, light, dark }: Props): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
    <div className={styles.diagram} role="img" aria-label={label} data-mermaid={value} tabIndex={0} data-scroll-box="" style={{ '--diagram-width': `${width}px` } as CSSProperties}>
      <ServerMarkup id={`rendering-${diagram}-light`} html={light} unavailable={UNAVAILABLE} className={clsx(styles.rendering, styles.light)} />
      <ServerMarkup id={`rendering-${diagram}-dark`} html={dark} unavailable={UNAVAILABLE} className={clsx(styles.rendering, styles.dark)} />
    </div>
  );
}
