import React, { type ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type { OptionsSource } from '@site/src/data/linea-besu-plugin-options';
import { repositoryFile } from '@site/src/data/repositories';
import InlineMarkdown from '../InlineMarkdown';
import { DataTable } from '../ScrollTable';
import WordBreaks from '../WordBreaks';
import styles from './styles.module.css';

export interface OptionsColumn<Row> {
  /** Unique among the table's columns. */
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cells hold values (addresses, topics, lists) that may break anywhere rather than widen the column. */
  values?: boolean;
  /** Site search indexes the cells (see `OptionsTable`); the other columns' cells it skips. */
  searched?: boolean;
}

export interface Props<Row> {
  /** What the table lists; read to screen readers only. */
  caption: string;
  /** Heading of the first column, whose cells name the rows and are their row headers. */
  nameHeader: string;
  rows: readonly Row[];
  name: (row: Row) => string;
  /** The row's id, so that `…#anchor` links land on it. */
  anchor: (row: Row) => string;
  /** More ids that land on the row, for names the row stands for (the keys inside a table it lists once). */
  aliases?: (row: Row) => readonly string[];
  /** Short labels shown under the name, such as "required"; false and undefined entries are skipped. */
  flags?: (row: Row) => readonly (string | false | undefined)[];
  columns: readonly OptionsColumn<Row>[];
  /** Says where the rows were read, under the table. */
  source: ReactNode;
}

/**
 * A reference table of configuration settings (command-line options, environment variables): one
 * row per setting, headed by its name, each row a link target.
 *
 * Site search finds a setting by its name and its flags (the row header), by the words of its
 * description (columns marked `searched`), and by the page's prose and headings. The type and
 * default cells and the list of source files are marked `data-search="skip"`: values and type
 * names that every such table repeats, which found nothing a reader asks for.
 */
export default function OptionsTable<Row>({ caption, nameHeader, rows, name, anchor, aliases, flags, columns, source }: Props<Row>): ReactNode {
  // Register every row id, so the build's broken-anchor check knows the links to them are sound.
  const brokenLinks = useBrokenLinks();
  for (const row of rows) for (const id of [anchor(row), ...(aliases?.(row) ?? [])]) brokenLinks.collectAnchor(id);
  return (
    <div className={styles.wrapper}>
      <DataTable caption={caption} hideCaption className={styles.options}>
        <thead>
          <tr>
            <th scope="col">{nameHeader}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const labels = (flags?.(row) ?? []).filter((label): label is string => typeof label === 'string');
            return (
              <tr key={name(row)} id={anchor(row)}>
                <th scope="row">
                  {aliases?.(row).map((id) => <span key={id} id={id} />)}
                  <code>
                    <WordBreaks text={name(row)} />
                  </code>{' '}
                  {labels.length > 0 && (
                    <div className={styles.flags}>
                      {/* The space between flags takes no room in the flex row; text-only readers need it. */}
                      {labels.map((label, i) => (
                        <React.Fragment key={label}>
                          {i > 0 && ' '}
                          <span className={styles.flag}>{label}</span>
                        </React.Fragment>
                      ))}
                    </div>
                  )}
                </th>
                {columns.map((column) => (
                  <td key={column.key} className={column.values ? styles.value : undefined} data-search={column.searched ? undefined : 'skip'}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </DataTable>
      <p className={styles.source} data-search="skip">
        {source}
      </p>
    </div>
  );
}

/** What a reference of configuration settings knows of each one. */
export interface Setting {
  type: string;
  /** The range the configuration checks accept, where they narrow the type. */
  range?: string;
  /** The only values they accept, where they list them. */
  values?: readonly string[];
  /** The default as written in the code; null when there is none. */
  default: string | null;
  /** Plain text with the inline Markdown of InlineMarkdown. */
  description: string;
}

/** The columns the configuration references share: type with what the checks accept, default, purpose. */
export function settingColumns<Row extends Setting>(): readonly OptionsColumn<Row>[] {
  return [
    { key: 'type', header: 'Type', cell: (row) => <TypeWithRange type={row.type} range={row.range} values={row.values} /> },
    { key: 'default', header: 'Default', values: true, cell: (row) => <DefaultValue value={row.default} /> },
    { key: 'description', header: 'What it does', searched: true, cell: (row) => <InlineMarkdown text={row.description} /> },
  ];
}

/** A setting's type, broken only between its words (`REQUEST_COUNT_LIMIT`). */
export function TypeName({ children }: { children: string }): ReactNode {
  return (
    <code>
      <WordBreaks text={children} />
    </code>
  );
}

/** Muted text standing in for a value that is absent. */
export function NoValue({ children }: { children: string }): ReactNode {
  return <span className={styles.none}>{children}</span>;
}

/** A default as written in the code, or "none" when the code sets none. */
export function DefaultValue({ value }: { value: string | null }): ReactNode {
  return value === null ? <NoValue>none</NoValue> : <code>{value}</code>;
}

export interface TypeWithRangeProps {
  type: string;
  /** The range the configuration checks accept, where they narrow the type ("> 0", "1 to 6"). */
  range?: string;
  /** The only values they accept, where they list them. */
  values?: readonly string[];
}

/** A setting's type, with the range or the list of values the configuration checks accept. */
export function TypeWithRange({ type, range, values }: TypeWithRangeProps): ReactNode {
  return (
    <>
      <TypeName>{type}</TypeName>
      {range && <div className={styles.range}>{range}</div>}
      {values && (
        <div className={styles.allowed}>
          one of{' '}
          {values.map((value, i) => (
            <React.Fragment key={value}>
              {i > 0 && ', '}
              <code>{value}</code>
            </React.Fragment>
          ))}
        </div>
      )}
    </>
  );
}

/**
 * The short name a source file is shown by: its file name, or as many of its last folders as it
 * takes to tell it apart from the other paths of the list (`execution/prove.go`).
 */
export function sourceLabel(path: string, among: readonly string[]): string {
  const parts = path.split('/');
  for (let n = 1; n < parts.length; n++) {
    const label = parts.slice(-n).join('/');
    if (among.every((other) => other === path || !`/${other}`.endsWith(`/${label}`))) return label;
  }
  return path;
}

export interface SourceFilesProps {
  /** The repository, as the sentence names it ("the Lineth monorepo"). */
  repository: string;
  /** The repository and commit the settings were read at; the commit is shown shortened. */
  source: OptionsSource;
  /** Paths of the files, from the repository's root. */
  paths: readonly string[];
}

/** "Sources, in <repository> at <commit>: a.ts, b.ts." with each file linked at that commit, for under a table. */
export function SourceFiles({ repository, source, paths }: SourceFilesProps): ReactNode {
  return (
    <>
      Sources, in {repository} at <code>{source.commit.slice(0, 7)}</code>:{' '}
      {paths.map((path, i) => (
        <React.Fragment key={path}>
          {i > 0 && ', '}
          <a href={repositoryFile(source.repository, path, source.commit)} title={path}>
            <code>{sourceLabel(path, paths)}</code>
          </a>
        </React.Fragment>
      ))}
      .
    </>
  );
}
