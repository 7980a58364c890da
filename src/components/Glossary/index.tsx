import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import { glossary, glossaryEntry, type GlossaryEntry } from '@site/src/data/glossary';
import { groupByLetter, letterAnchor } from '@site/src/lib/glossary';
import styles from './styles.module.css';

export interface Props {
  /** The entries to show; the whole glossary by default. */
  entries?: readonly GlossaryEntry[];
}

/**
 * The glossary page body: an A–Z jump bar (letters without terms are shown but disabled) and
 * every entry under its letter, each with a permanent anchor and links to related entries.
 */
export default function Glossary({ entries = glossary }: Props): ReactNode {
  const groups = groupByLetter(entries);
  return (
    <div className={styles.glossary}>
      <nav aria-label="Glossary by letter" className={styles.jumpBar}>
        <ul className={styles.letters}>
          {groups.map(({ letter, entries: inLetter }) => (
            <li key={letter}>
              {inLetter.length > 0 ? (
                <Link to={`#${letterAnchor(letter)}`} className={styles.letter}>
                  {letter}
                </Link>
              ) : (
                <span className={`${styles.letter} ${styles.disabled}`} aria-disabled="true" title={`No terms under ${letter}`}>
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {groups
        .filter((g) => g.entries.length > 0)
        .map(({ letter, entries: inLetter }) => (
          <section key={letter} aria-labelledby={letterAnchor(letter)} className={styles.group}>
            <Heading as="h2" id={letterAnchor(letter)} className={styles.groupHeading}>
              {letter}
            </Heading>
            {inLetter.map((entry) => (
              <Entry key={entry.anchor} entry={entry} />
            ))}
          </section>
        ))}
    </div>
  );
}

function Entry({ entry }: { entry: GlossaryEntry }): ReactNode {
  const brokenLinks = useBrokenLinks();
  // Old fragments of this entry are real anchors too, so links to them pass the build's anchor check.
  for (const legacy of entry.legacyAnchors ?? []) brokenLinks.collectAnchor(legacy);
  return (
    <div className={styles.entry}>
      {(entry.legacyAnchors ?? []).map((legacy) => (
        <span key={legacy} id={legacy} className={styles.legacyAnchor} />
      ))}
      <Heading as="h3" id={entry.anchor} className={styles.term}>
        {entry.term}
      </Heading>
      <p className={styles.definition}>{entry.definition}</p>
      {entry.related.length > 0 && (
        <p className={styles.related}>
          See also:{' '}
          {entry.related.map((anchor, i) => (
            <React.Fragment key={anchor}>
              {i > 0 && ', '}
              <Link to={`#${anchor}`}>{glossaryEntry(anchor).term}</Link>
            </React.Fragment>
          ))}
        </p>
      )}
    </div>
  );
}
