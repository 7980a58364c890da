import React, { type ReactNode } from 'react';
import { identifierParts } from '@site/src/lib/wordBreaks';
import styles from './styles.module.css';

interface Props {
  /** A long identifier: a method, option, variable, contract or type name. */
  text: string;
}

/**
 * An identifier that may wrap only between its words ({@link identifierParts}), never inside one:
 * a table column holding long names can then be as narrow as their longest word, and the names
 * stay readable. The breaks are <wbr> elements, so the text (copied, searched, read aloud) is the
 * identifier unchanged.
 */
export default function WordBreaks({ text }: Props): ReactNode {
  const parts = identifierParts(text);
  return (
    <span className={styles.words}>
      {parts.map((part, i) => (
        <React.Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </React.Fragment>
      ))}
    </span>
  );
}
