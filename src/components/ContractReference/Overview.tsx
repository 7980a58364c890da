import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import type { ContractReference } from '@site/src/lib/contractReference';
import { sourceUrl } from '@site/src/lib/contractSections';
import InlineMarkdown from '@site/src/components/InlineMarkdown';
import { Fact, Facts, RefLinks } from './shared';
import { ContractVersions } from './Versions';

/** What the overview needs: the reference without its member lists. */
export type OverviewData = Omit<ContractReference, 'deployments' | 'functions' | 'events' | 'errors' | 'modifiers' | 'structs' | 'enums' | 'variables' | 'abi' | 'sectionPages'>;

const KIND_ARTICLE: Record<ContractReference['kind'], string> = {
  contract: 'a contract',
  'abstract contract': 'an abstract contract',
  interface: 'an interface',
  library: 'a library',
};

/** The top of a reference page: what the contract is, its source, the version documented and deployed, and any earlier-version note. */
export function ContractOverview({ reference: r }: { reference: OverviewData }): ReactNode {
  const subject = r.units[0]!;
  return (
    <>
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
      <ContractVersions versions={r.versions} title={r.title} />
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
    </>
  );
}
