import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface CardItem {
  title: string;
  href: string;
  description: string;
}

export interface Props {
  items: readonly CardItem[];
  /** Heading level of each card title, so cards fit the outline of the page they sit in. */
  headingLevel?: 2 | 3 | 4;
}

/** A responsive grid of linked cards: how index pages and the landing page present their sections. */
export default function Cards({ items, headingLevel = 3 }: Props): ReactNode {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.href} className={styles.item}>
          <Link to={item.href} className={styles.card}>
            <Heading className={styles.title}>{item.title}</Heading>
            <p className={styles.description}>{item.description}</p>
          </Link>
        </li>
      ))}
    </ul>
  );
}
