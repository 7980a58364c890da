import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossary, glossaryEntry } from '../../src/data/glossary';
import { ALPHABET, compareTerms, glossaryHref, groupByLetter, letterAnchor, letterOf } from '../../src/lib/glossary';
import { docFiles, repoRoot } from './support/docs';

const anchors = glossary.map((e) => e.anchor);
const allFragments = [...anchors, ...glossary.flatMap((e) => e.legacyAnchors ?? [])];

describe('glossary data', () => {
  it('has unique terms (ignoring case) and unique anchors, legacy ones included', () => {
    const terms = glossary.map((e) => e.term.toLowerCase());
    expect(new Set(terms).size).toBe(terms.length);
    expect(new Set(allFragments).size).toBe(allFragments.length);
  });

  it('uses URL-safe anchors that cannot clash with the letter headings', () => {
    const letterIds = ALPHABET.map(letterAnchor);
    for (const fragment of allFragments) {
      expect(fragment).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(letterIds).not.toContain(fragment);
    }
  });

  it('is stored in alphabetical order, each term filed under a letter A–Z', () => {
    const sorted = [...glossary].sort((a, b) => compareTerms(a.term, b.term));
    expect(glossary.map((e) => e.term)).toEqual(sorted.map((e) => e.term));
    for (const e of glossary) expect(ALPHABET).toContain(letterOf(e.term));
  });

  it('has a real definition for every term: full sentences, plain text', () => {
    for (const e of glossary) {
      const d = e.definition.trim();
      expect(d.length, e.term).toBeGreaterThan(40);
      expect(d, e.term).toMatch(/^[A-Z"]/);
      expect(d, e.term).toMatch(/[.!?"]$/);
      expect(d, `${e.term}: no markup in definitions`).not.toMatch(/[<>`[\]]|\*\*/);
    }
  });

  it('only relates terms that exist, never a term to itself, without repeats', () => {
    for (const e of glossary) {
      expect(new Set(e.related).size, e.term).toBe(e.related.length);
      expect(e.related, e.term).not.toContain(e.anchor);
      for (const id of e.related) expect(anchors, `${e.term} → ${id}`).toContain(id);
    }
  });

  it('covers the terms of the reference glossary and the basics of a zk-rollup', () => {
    const required = [
      'appchain', 'archive-node', 'arithmetization', 'blockchain-trilemma', 'brakedown', 'canonical-message-service',
      'canonical-token-bridge', 'circuit', 'conflation', 'constraint', 'coordinator', 'corset', 'data-availability',
      'elliptic-curve-cryptography', 'ethereum-virtual-machine', 'execution-trace', 'finalization-layer', 'fraud-proof',
      'full-node', 'gnark', 'groth16', 'hard-finality', 'hash-function', 'keccak', 'layer-1', 'layer-2', 'linea',
      'linea-besu', 'lineth', 'maru', 'operator', 'optimistic-rollup', 'oracle', 'polynomial-commitment', 'polynomial-iop',
      'postman', 'prover', 'qbft', 'reorg', 'role-based-access-control', 'rollup', 'rpc-node', 'scaling', 'sequencer',
      'shomei', 'sidechain', 'soft-finality', 'state-manager', 'tracer', 'transaction-fee', 'transaction-order',
      'validity-proof', 'validium', 'verifiable-computation', 'web3signer', 'zero-knowledge-proof', 'zero-knowledge-rollup',
      'zk-snark', 'zkevm', 'finite-field', 'proof', 'succinct', 'verifier',
    ];
    for (const id of required) expect(anchors).toContain(id);
  });

  it('looks entries up by anchor and refuses unknown ones', () => {
    expect(glossaryEntry('zkevm').term).toBe('zkEVM');
    expect(() => glossaryEntry('no-such-term')).toThrow(/No glossary entry/);
    expect(glossaryHref('zkevm')).toBe('/zero-knowledge-glossary#zkevm');
  });
});

describe('glossary helpers', () => {
  it('orders terms ignoring case and punctuation', () => {
    expect(['zk-SNARK', 'zkEVM', 'Zero-knowledge proof'].sort(compareTerms)).toEqual(['Zero-knowledge proof', 'zkEVM', 'zk-SNARK']);
  });

  it('groups into all 26 letters, keeping empty letters so the jump bar can show them disabled', () => {
    const groups = groupByLetter(glossary);
    expect(groups.map((g) => g.letter)).toEqual(ALPHABET);
    expect(groups.flatMap((g) => g.entries)).toHaveLength(glossary.length);
    expect(groups.some((g) => g.entries.length === 0)).toBe(true);
  });

  it('rejects a term that does not start with a letter', () => {
    expect(() => letterOf('4844 blobs')).toThrow(/A–Z/);
  });
});

describe('<Term> usage in the docs', () => {
  const uses = docFiles().flatMap((doc) =>
    [...doc.body.matchAll(/<Term\s+id="([^"]*)"/g)].map((m) => ({ file: doc.file, id: m[1] ?? '' })),
  );

  it.each(uses.map((u) => [`${u.file} → ${u.id}`, u] as const))('%s names an existing entry', (_name, u) => {
    expect(anchors).toContain(u.id);
  });

  it('is available wherever it is used: registered site-wide or imported by the page', () => {
    const registry = readFileSync(`${repoRoot}/src/theme/MDXComponents/index.tsx`, 'utf8');
    const registered = /^\s+Term,$/m.test(registry);
    const pages = docFiles().filter((doc) => /<Term\s/.test(doc.body));
    expect(pages.length).toBeGreaterThan(0);
    for (const doc of pages) {
      expect(registered || /^import Term from '@site\/src\/components\/Term';$/m.test(doc.body), doc.file).toBe(true);
    }
  });
});
