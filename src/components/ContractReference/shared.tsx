import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { RefLink, RenderedParam } from '@site/src/lib/contractReference';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import styles from './styles.module.css';

export function RefLinks({ links }: { links: readonly RefLink[] }): ReactNode {
  return links.map((l, i) => (
    <React.Fragment key={`${l.name}-${i}`}>
      {i > 0 ? ', ' : null}
      <Link to={l.href}>
        <code>{l.name}</code>
      </Link>
    </React.Fragment>
  ));
}

export function ParamTable({ caption, params, showIndexed }: { caption: string; params: readonly RenderedParam[]; showIndexed?: boolean }): ReactNode {
  if (params.length === 0) return null;
  return (
    <table className={styles.params}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Type</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {params.map((p, i) => (
          <tr key={`${p.name}-${i}`}>
            <td>{p.name ? <code>{p.name}</code> : <span className={styles.muted}>(unnamed)</span>}</td>
            <td>
              <code>{showIndexed ? p.type : p.type.replace(/ indexed\b/, '')}</code>
              {p.abiType ? (
                <span className={styles.abiType}>
                  ABI: <code>{p.abiType}</code>
                </span>
              ) : null}
            </td>
            <td>
              <InlineMarkdown text={p.description} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A row of short labelled facts (selector, signature, ...); facts without a value are left out. */
export function Facts({ children }: { children: ReactNode }): ReactNode {
  return <dl className={styles.facts}>{children}</dl>;
}

export function Fact({ term, children }: { term: string; children?: ReactNode }): ReactNode {
  if (children === null || children === undefined || children === false) return null;
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The unit that declares a member, linked to its row in the source table; nothing for the page's subject. */
export function DeclaredIn({ name }: { name: string | undefined }): ReactNode {
  if (!name) return null;
  return (
    <Link to={`#source-${name.toLowerCase()}`}>
      <code>{name}</code>
    </Link>
  );
}

/** One member: its heading (written into the page as Markdown, so it is in the table of contents), then its body. */
export function MemberSection({ id, heading, children }: { id: string; heading: ReactNode; children: ReactNode }): ReactNode {
  return (
    <section className={styles.member} aria-labelledby={id}>
      {heading}
      {children}
    </section>
  );
}

export interface IndexRow {
  id: string;
  heading: string;
  hash?: string;
  note?: string;
}

/** A compact table of a section's members; the plugin sends no rows for sections too short to need one. */
export function MemberIndex({ rows, hashLabel }: { rows: readonly IndexRow[]; hashLabel: string }): ReactNode {
  if (rows.length === 0) return null;
  return (
    <table className={styles.index}>
      <caption className={styles.srOnly}>Summary</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">{hashLabel}</th>
          <th scope="col">Kind</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>
              <Link to={`#${r.id}`}>
                <code>{r.heading}</code>
              </Link>
            </td>
            <td>{r.hash ? <code className={styles.hash}>{r.hash}</code> : <span className={styles.muted}>none</span>}</td>
            <td>{r.note}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export { styles };
