import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import type { RefLink, RenderedParam } from '@site/src/lib/contractReference';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import ServerMarkup from '@site/src/components/ServerMarkup';
import ScrollTable from '@site/src/components/ScrollTable';
import WordBreaks from '@site/src/components/WordBreaks';
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

/** What a member's tables are named after: its heading, and the unit that declares it when that is another. */
export function memberName(member: { name: string; heading?: string; declaredIn?: string }): string {
  const name = member.heading ?? member.name;
  return member.declaredIn ? `${name} in ${member.declaredIn}` : name;
}

/** A member's parameters (or return values, or fields); `of` names the member, for the table's region. */
export function ParamTable({ caption, of, params, showIndexed }: { caption: string; of: string; params: readonly RenderedParam[]; showIndexed?: boolean }): ReactNode {
  if (params.length === 0) return null;
  return (
    <ScrollTable label={`${caption} of ${of}`}>
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
              <td>
                {p.name ? (
                  <code>
                    <WordBreaks text={p.name} />
                  </code>
                ) : (
                  <span className={styles.muted}>(unnamed)</span>
                )}
              </td>
              <td>
                <code>
                  <WordBreaks text={showIndexed ? p.type : p.type.replace(/ indexed\b/, '')} />
                </code>
                {p.abiType ? (
                  <div className={styles.abiType}>
                    ABI:{' '}
                    <code>
                      <WordBreaks text={p.abiType} />
                    </code>
                  </div>
                ) : null}
              </td>
              <td>
                <InlineMarkdown text={p.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
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

/**
 * The member values of a page by id. The server build has them; the browser bundle gets null
 * (src/plugins/contract-reference imports them server-only), because the bodies are in the HTML.
 */
export type MemberValues = Readonly<Record<string, unknown>> | null;

/** What the plugin gives each member block: its id, the page's member values, and its heading. */
export interface MemberProps {
  id: string;
  members: MemberValues;
  children: ReactNode;
}

/**
 * A member block: its heading (written into the page as Markdown, so it is in the table of
 * contents), then its body as server-only markup. A reference page has hundreds of members; the
 * browser keeps their bodies from the HTML instead of hydrating thousands of elements.
 */
export function memberBlock<T>(Body: (props: { value: T }) => ReactNode) {
  return function MemberBlock({ id, members, children }: MemberProps): ReactNode {
    return (
      <section className={styles.member} aria-labelledby={id}>
        {children}
        <KeptValue<T> id={id} members={members} unavailable="The details of this member could not be loaded. Reload the page to see them." render={(value) => <Body value={value} />} />
      </section>
    );
  };
}

/**
 * The value of `id` in the page's server-only members file, rendered where the bundle has it (the
 * server build) and kept from the page's HTML in the browser, under the id `<id>--details`.
 */
function KeptValue<T>({ id, members, unavailable, render }: { id: string; members?: MemberValues; unavailable: string; render: (value: T) => ReactNode }): ReactNode {
  const value = members?.[id] as T | undefined;
  return (
    <ServerMarkup id={`${id}--details`} unavailable={unavailable}>
      {value === undefined ? null : render(value)}
    </ServerMarkup>
  );
}

/**
 * A section block kept as server-only markup, as member bodies are: its props are the value of `id`
 * in the page's server-only members file, so the browser's bundle has neither them nor their
 * elements to hydrate.
 */
export function serverKept<P extends object>(Content: (props: P) => ReactNode, what: string) {
  return function ServerKept({ id, members }: { id: string; members?: MemberValues }): ReactNode {
    return <KeptValue<P> id={id} members={members} unavailable={`The ${what} could not be loaded. Reload the page to see it.`} render={(value) => <Content {...value} />} />;
  };
}

export interface IndexRow {
  id: string;
  heading: string;
  hash?: string;
  note?: string;
}

/** A compact table of a section's members; the plugin sends no rows for sections too short to need one. */
function MemberIndexTable({ rows, hashLabel, label }: { rows: readonly IndexRow[]; hashLabel: string; label: string }): ReactNode {
  if (rows.length === 0) return null;
  return (
    <ScrollTable label={label}>
      <table className={styles.index}>
        <caption className={styles.srOnly}>{label}</caption>
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
    </ScrollTable>
  );
}

export const MemberIndex = serverKept(MemberIndexTable, 'summary table');

export { MemberIndexTable, styles };
