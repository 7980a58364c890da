// One result of a search, as the results page lists it and as the not-found page suggests it.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import TextParts from '../../client/TextParts';
import { SearchDocumentType, type SearchResult } from '../../engine/types';
import { resultUrl } from '../../engine/urls';
import styles from './styles.module.css';

/** One result: its title as a heading (`level`, 2 on the results page) linking to it, where it is, and its snippet. */
export function ResultItem({ result, level = 2 }: { result: SearchResult; level?: 2 | 3 }): ReactNode {
  const Title = level === 2 ? 'h2' : 'h3';
  const isTitleRelated = result.type === SearchDocumentType.Title || result.type === SearchDocumentType.Heading;
  const path = [...(result.type === SearchDocumentType.Title ? (result.document.b ?? []) : (result.page?.b ?? []))];
  if (result.type !== SearchDocumentType.Title && result.page?.t) path.push(result.page.t);
  // A table row's label shows the section it is in.
  if (result.type === SearchDocumentType.Heading && result.document.s && result.document.s !== result.page?.t) path.push(result.document.s);
  return (
    <article className={styles.result}>
      <Title>
        <Link to={resultUrl(result.document, result.tokens)}>
          <TextParts parts={result.title} />
        </Link>
      </Title>
      {path.length > 0 && <p className={styles.path}>{path.join(' › ')}</p>}
      {!isTitleRelated && result.snippet && (
        <p className={styles.snippet}>
          <TextParts parts={result.snippet} />
        </p>
      )}
    </article>
  );
}
