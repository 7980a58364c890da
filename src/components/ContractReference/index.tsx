import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import Heading from '@theme/Heading';
import Cards from '@site/src/components/Cards';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import ServerMarkup from '@site/src/components/ServerMarkup';
import { addressUrl, contractAddress, contractInfo, deployments, type ContractKey } from '@site/src/data/deployments';
import { networks, type NetworkId } from '@site/src/data/networks';
import { unpackAbi, type AbiRow, type PackedAbi } from '@site/src/lib/contractAbiIndex';
import type {
  ContractReference as Reference,
  RefLink,
  RenderedError,
  RenderedEvent,
  RenderedFunction,
  RenderedModifier,
  RenderedParam,
  RenderedStruct,
  RenderedEnum,
  RenderedVariable,
} from '@site/src/lib/contractReference';
import { SECTIONS, sourceUrl } from '@site/src/lib/contractSections';
import styles from './styles.module.css';

export interface Props {
  /** Built by src/plugins/contract-reference from the page's data module. */
  reference: Reference;
  /** The "use it from your code" sample, written in the MDX page. */
  children?: ReactNode;
}


function RefLinks({ links }: { links: readonly RefLink[] }): ReactNode {
  return links.map((l, i) => (
    <React.Fragment key={`${l.name}-${i}`}>
      {i > 0 ? ', ' : null}
      <Link to={l.href}>
        <code>{l.name}</code>
      </Link>
    </React.Fragment>
  ));
}

function ParamTable({ caption, params, showIndexed }: { caption: string; params: readonly RenderedParam[]; showIndexed?: boolean }): ReactNode {
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
function Facts({ children }: { children: ReactNode }): ReactNode {
  return <dl className={styles.facts}>{children}</dl>;
}

function Fact({ term, children }: { term: string; children?: ReactNode }): ReactNode {
  if (children === null || children === undefined || children === false) return null;
  return (
    <div className={styles.fact}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function MemberHeading({ id, heading }: { id: string; heading: string }): ReactNode {
  return (
    <Heading as="h3" id={id} className={styles.memberHeading}>
      <code>{heading}</code>
    </Heading>
  );
}

function declaredIn(name: string | undefined, units: Reference['units']): ReactNode {
  if (!name) return null;
  const unit = units.find((u) => u.name === name);
  return unit ? (
    <Link to={`#${unit.id}`}>
      <code>{name}</code>
    </Link>
  ) : (
    <code>{name}</code>
  );
}

function FunctionEntry({ fn, units }: { fn: RenderedFunction; units: Reference['units'] }): ReactNode {
  return (
    <section className={styles.member} aria-labelledby={fn.id}>
      <MemberHeading id={fn.id} heading={fn.heading ?? fn.name} />
      <CodeBlock language="solidity">{fn.declaration}</CodeBlock>
      <Facts>
        <Fact term="Selector">{fn.selector ? <code className={styles.hash}>{fn.selector}</code> : null}</Fact>
        <Fact term="Signature">{fn.signature ? <code>{fn.signature}</code> : null}</Fact>
        <Fact term="Declared in">{declaredIn(fn.declaredIn, units)}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={fn.description} />
      </p>
      <p>
        <strong>Who can call it:</strong> <InlineMarkdown text={fn.access} />
      </p>
      <ParamTable caption="Parameters" params={fn.params} />
      <ParamTable caption="Returns" params={fn.returns} />
      {fn.reverts.length > 0 ? (
        <p>
          <strong>Reverts with:</strong> <RefLinks links={fn.reverts} />
        </p>
      ) : null}
      {fn.emits.length > 0 ? (
        <p>
          <strong>Emits:</strong> <RefLinks links={fn.emits} />
        </p>
      ) : null}
    </section>
  );
}

function EventEntry({ event, units }: { event: RenderedEvent; units: Reference['units'] }): ReactNode {
  return (
    <section className={styles.member} aria-labelledby={event.id}>
      <MemberHeading id={event.id} heading={event.heading ?? event.name} />
      <CodeBlock language="solidity">{event.declaration}</CodeBlock>
      <Facts>
        <Fact term="Topic 0">
          <code className={styles.hash}>{event.topic}</code>
        </Fact>
        <Fact term="Signature">
          <code>{event.signature}</code>
        </Fact>
        <Fact term="Declared in">{declaredIn(event.declaredIn, units)}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={event.description} />
      </p>
      <ParamTable caption="Parameters" params={event.params} showIndexed />
    </section>
  );
}

function ErrorEntry({ error, units }: { error: RenderedError; units: Reference['units'] }): ReactNode {
  return (
    <section className={styles.member} aria-labelledby={error.id}>
      <MemberHeading id={error.id} heading={error.heading ?? error.name} />
      <CodeBlock language="solidity">{error.declaration}</CodeBlock>
      <Facts>
        <Fact term="Selector">
          <code className={styles.hash}>{error.selector}</code>
        </Fact>
        <Fact term="Signature">
          <code>{error.signature}</code>
        </Fact>
        <Fact term="Declared in">{declaredIn(error.declaredIn, units)}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={error.description} />
      </p>
      <ParamTable caption="Parameters" params={error.params} />
    </section>
  );
}

function ModifierEntry({ modifier, units }: { modifier: RenderedModifier; units: Reference['units'] }): ReactNode {
  return (
    <section className={styles.member} aria-labelledby={modifier.id}>
      <MemberHeading id={modifier.id} heading={modifier.heading ?? modifier.name} />
      <CodeBlock language="solidity">{modifier.declaration}</CodeBlock>
      <Facts>
        <Fact term="Declared in">{declaredIn(modifier.declaredIn, units)}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={modifier.description} />
      </p>
      <ParamTable caption="Parameters" params={modifier.params} />
      {modifier.reverts.length > 0 ? (
        <p>
          <strong>Reverts with:</strong> <RefLinks links={modifier.reverts} />
        </p>
      ) : null}
    </section>
  );
}

function StructEntry({ struct, units }: { struct: RenderedStruct; units: Reference['units'] }): ReactNode {
  return (
    <section className={styles.member} aria-labelledby={struct.id}>
      <MemberHeading id={struct.id} heading={struct.heading ?? struct.name} />
      <CodeBlock language="solidity">{struct.declaration}</CodeBlock>
      <Facts>
        <Fact term="ABI tuple">{struct.tuple ? <code>{struct.tuple}</code> : null}</Fact>
        <Fact term="Declared in">{declaredIn(struct.declaredIn, units)}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={struct.description} />
      </p>
      <ParamTable caption="Fields" params={struct.fields} />
    </section>
  );
}

function EnumEntry({ entry, units }: { entry: RenderedEnum; units: Reference['units'] }): ReactNode {
  return (
    <section className={styles.member} aria-labelledby={entry.id}>
      <MemberHeading id={entry.id} heading={entry.heading ?? entry.name} />
      <CodeBlock language="solidity">{entry.declaration}</CodeBlock>
      <Facts>
        <Fact term="ABI type">
          <code>uint8</code>
        </Fact>
        <Fact term="Declared in">{declaredIn(entry.declaredIn, units)}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={entry.description} />
      </p>
      <table className={styles.params}>
        <caption>Values</caption>
        <thead>
          <tr>
            <th scope="col">Value</th>
            <th scope="col">Member</th>
            <th scope="col">Meaning</th>
          </tr>
        </thead>
        <tbody>
          {entry.values.map((v) => (
            <tr key={v.name}>
              <td>
                <code>{v.index}</code>
              </td>
              <td>
                <code>{v.name}</code>
              </td>
              <td>
                <InlineMarkdown text={v.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function VariableEntry({ variable, units }: { variable: RenderedVariable; units: Reference['units'] }): ReactNode {
  return (
    <section className={styles.member} aria-labelledby={variable.id}>
      <MemberHeading id={variable.id} heading={variable.heading ?? variable.name} />
      <CodeBlock language="solidity">{variable.declaration}</CodeBlock>
      <Facts>
        <Fact term="Getter selector">{variable.selector ? <code className={styles.hash}>{variable.selector}</code> : null}</Fact>
        <Fact term="Getter signature">{variable.signature ? <code>{variable.signature}</code> : null}</Fact>
        <Fact term="Value">{variable.hashedValue ? <code className={styles.hash}>{variable.hashedValue}</code> : null}</Fact>
        <Fact term="Declared in">{declaredIn(variable.declaredIn, units)}</Fact>
      </Facts>
      <p>
        <InlineMarkdown text={variable.description} />
      </p>
    </section>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }): ReactNode {
  return (
    <>
      <Heading as="h2" id={id}>
        {title}
      </Heading>
      {children}
    </>
  );
}

function MemberIndex({ rows, hashLabel }: { rows: readonly { id: string; heading: string; hash?: string; note?: string }[]; hashLabel: string }): ReactNode {
  if (rows.length < 4) return null;
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

function Deployments({ keys }: { keys: readonly ContractKey[] }): ReactNode {
  const rows = (Object.keys(deployments) as NetworkId[]).flatMap((network) =>
    keys.filter((key) => deployments[network][key]).map((key) => ({ network, key })),
  );
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Contract</th>
          <th scope="col">Network</th>
          <th scope="col">Address</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ network, key }) => {
          const info = contractInfo[key];
          const chain = info.layer === 'L1' ? networks[network].settlement.name : networks[network].name;
          return (
            <tr key={`${network}-${key}`}>
              <td>{info.name}</td>
              <td>{chain}</td>
              <td>
                <Link to={addressUrl(network, key)} className={styles.address}>
                  <code>{contractAddress(network, key)}</code>
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A signature with break opportunities after commas and opening parentheses. */
function BreakableSignature({ signature }: { signature: string }): ReactNode {
  const parts = signature.split(/(?<=[,(])/);
  return parts.map((part, i) => (
    <React.Fragment key={i}>
      {part}
      {i < parts.length - 1 ? <wbr /> : null}
    </React.Fragment>
  ));
}

function AbiIndex({ rows }: { rows: readonly AbiRow[] }): ReactNode {
  return (
    <table className={styles.index}>
      <thead>
        <tr>
          <th scope="col">Kind</th>
          <th scope="col">Signature</th>
          <th scope="col">Selector or topic</th>
          <th scope="col">Declared in</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.kind}-${r.signature}`}>
            <td>{r.kind}</td>
            <td>
              <Link to={r.href}>
                <code className={styles.signature}>
                  <BreakableSignature signature={r.signature} />
                </code>
              </Link>
            </td>
            <td>
              <code className={styles.hash}>{r.hash}</code>
            </td>
            <td>{r.from}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ABI_INDEX_ID = 'selector-index-table';

/**
 * The selector index. The server build has its rows and writes the table into the page's HTML;
 * the browser's production bundle leaves them out (they are the largest part of a reference) and
 * keeps or copies that HTML instead (ServerMarkup).
 */
function AbiIndexTable({ abi }: { abi: PackedAbi }): ReactNode {
  return (
    <ServerMarkup id={ABI_INDEX_ID} unavailable="The selector index could not be loaded. Reload the page to see it.">
      {abi.rows.length > 0 ? <AbiIndex rows={unpackAbi(abi)} /> : null}
    </ServerMarkup>
  );
}

function UnitAnchor({ id }: { id: string }): null {
  useBrokenLinks().collectAnchor(id);
  return null;
}

const KIND_ARTICLE: Record<Reference['kind'], string> = {
  contract: 'a contract',
  'abstract contract': 'an abstract contract',
  interface: 'an interface',
  library: 'a library',
};

/**
 * A smart-contract reference page: overview, deployed addresses, then every function, event,
 * error, modifier, type and state variable with its declaration, selector or topic, parameters
 * and links, then the selector index and the sources. All hashes arrive precomputed.
 */
export default function ContractReference({ reference: r, children }: Props): ReactNode {
  const subject = r.units[0]!;
  const external = r.functions.filter((f) => f.visibility !== 'internal');
  return (
    <div className={styles.reference}>
      {r.overview.map((paragraph, i) => (
        <p key={i}>
          <InlineMarkdown text={paragraph} />
        </p>
      ))}
      <Facts>
        <Fact term="Kind">{`${r.title} is ${KIND_ARTICLE[r.kind]}.`}</Fact>
        <Fact term="Source">
          <Link to={sourceUrl(subject)}>
            <code>{subject.sourcePath}</code>
          </Link>
        </Fact>
        <Fact term="Solidity">
          <code>{subject.pragma}</code>
        </Fact>
        <Fact term="Contract version">{r.contractVersion ? <code>{r.contractVersion}</code> : null}</Fact>
        <Fact term="Inherits">{subject.inherits.length > 0 ? <RefLinks links={subject.inherits} /> : null}</Fact>
        <Fact term="Also on this page">
          {r.units.length > 1 ? <RefLinks links={r.units.slice(1).map((u) => ({ name: u.name, href: `#${u.id}` }))} /> : null}
        </Fact>
      </Facts>
      {r.companionsNote ? (
        <p>
          <InlineMarkdown text={r.companionsNote} />
        </p>
      ) : null}
      {r.history ? (
        <Admonition type="info" title="Earlier version">
          <p>
            This page documents <code>{r.title}</code> as it was at commit <code>{r.history.commit.slice(0, 10)}</code> of the Linea
            monorepo ({r.history.documentedAt}). <InlineMarkdown text={r.history.fate} /> Its role is now filled by{' '}
            <RefLinks links={r.history.replacedBy} />.
          </p>
        </Admonition>
      ) : null}

      {r.sectionPages.length > 0 ? (
        <Section {...SECTIONS.sectionPages}>
          <Cards items={r.sectionPages} />
        </Section>
      ) : null}

      {r.deployments.length > 0 ? (
        <Section {...SECTIONS.deployments}>
          <p>
            Each address links to the block explorer of the chain it is deployed on. The addresses are proxies: read the
            implementation behind them on the explorer. <Link to="/get-started/build/contracts">Contracts</Link> lists
            every core contract of both networks in one place.
          </p>
          <Deployments keys={r.deployments} />
        </Section>
      ) : null}

      {r.hasUsageSample ? <Section {...SECTIONS.usage}>{children}</Section> : null}

      {r.functions.length > 0 ? (
        <Section {...SECTIONS.functions}>
          <MemberIndex
            hashLabel="Selector"
            rows={r.functions.map((f) => ({ id: f.id, heading: f.heading ?? f.name, hash: f.selector, note: `${f.visibility}${f.mutability === 'nonpayable' ? '' : ` ${f.mutability}`}` }))}
          />
          {external.length === 0 && r.functions.length > 0 && subject.kind !== 'library' ? (
            <p>Every function here is internal: it is available to contracts that inherit this one and has no selector.</p>
          ) : null}
          {r.functions.map((fn) => (
            <FunctionEntry key={fn.id} fn={fn} units={r.units} />
          ))}
        </Section>
      ) : null}

      {r.events.length > 0 ? (
        <Section {...SECTIONS.events}>
          <MemberIndex hashLabel="Topic 0" rows={r.events.map((e) => ({ id: e.id, heading: e.name, hash: e.topic, note: 'event' }))} />
          {r.events.map((e) => (
            <EventEntry key={e.id} event={e} units={r.units} />
          ))}
        </Section>
      ) : null}

      {r.errors.length > 0 ? (
        <Section {...SECTIONS.errors}>
          <MemberIndex hashLabel="Selector" rows={r.errors.map((e) => ({ id: e.id, heading: e.name, hash: e.selector, note: 'error' }))} />
          {r.errors.map((e) => (
            <ErrorEntry key={e.id} error={e} units={r.units} />
          ))}
        </Section>
      ) : null}

      {r.modifiers.length > 0 ? (
        <Section {...SECTIONS.modifiers}>
          {r.modifiers.map((m) => (
            <ModifierEntry key={m.id} modifier={m} units={r.units} />
          ))}
        </Section>
      ) : null}

      {r.structs.length + r.enums.length > 0 ? (
        <Section {...SECTIONS.types}>
          {r.structs.map((s) => (
            <StructEntry key={s.id} struct={s} units={r.units} />
          ))}
          {r.enums.map((e) => (
            <EnumEntry key={e.id} entry={e} units={r.units} />
          ))}
        </Section>
      ) : null}

      {r.variables.length > 0 ? (
        <Section {...SECTIONS.variables}>
          {r.variables.map((v) => (
            <VariableEntry key={v.id} variable={v} units={r.units} />
          ))}
        </Section>
      ) : null}

      {(r.abi.count ?? r.abi.rows.length) > 0 ? (
        <Section {...SECTIONS.abi}>
          <p>
            Every function, event and error in the ABI of <code>{r.title}</code>, inherited ones included, with the page that documents
            it. Function and error selectors are the first four bytes of the signature&apos;s keccak-256 hash; an event&apos;s topic 0 is
            the whole hash.
          </p>
          <AbiIndexTable abi={r.abi} />
        </Section>
      ) : null}

      <Section {...SECTIONS.source}>
        <p>
          Signatures on this page come from the public{' '}
          <Link to="https://github.com/Consensys/linea-monorepo">Linea monorepo</Link>; the descriptions are ours. Selectors and topics are
          computed from the signatures when the site is built.
        </p>
        <table>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">Kind</th>
              <th scope="col">Source at commit</th>
              <th scope="col">Inherits</th>
            </tr>
          </thead>
          <tbody>
            {r.units.map((u) => (
              <tr key={u.id} id={u.id}>
                <th scope="row">
                  <UnitAnchor id={u.id} />
                  <code>{u.name}</code>
                  <div className={styles.unitSummary}>
                    <InlineMarkdown text={u.summary} />
                  </div>
                </th>
                <td>{u.kind}</td>
                <td>
                  <Link to={sourceUrl(u)}>
                    <code>{u.sourcePath}</code>
                  </Link>{' '}
                  at <code>{u.commit.slice(0, 10)}</code>
                </td>
                <td>{u.inherits.length > 0 ? <RefLinks links={u.inherits} /> : <span className={styles.muted}>none</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </div>
  );
}
