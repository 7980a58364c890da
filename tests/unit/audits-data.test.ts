import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditSets, auditsSource, catalogUrl, distinctReports, monthLabel } from '../../src/data/audits';

const page = readFileSync(join(__dirname, '..', '..', 'docs', 'technology', 'security-audits.mdx'), 'utf8');
const releaseNotes = readFileSync(join(__dirname, '..', '..', 'docs', 'release-notes.mdx'), 'utf8');
const audits = auditSets.flatMap((s) => s.audits.map((a) => ({ set: s.id, ...a })));
/** A link to an audit report: on a host the reports are on, and on GitHub only under an audits path. */
const reportHosts = new Set(audits.map((a) => new URL(a.url).host));
const REPORT_HOST = { test: (url: string) => reportHosts.has(new URL(url).host) && (new URL(url).host !== 'github.com' || /audit/i.test(url)) };

describe('audit data', () => {
  it('gives every audit a firm, a scope and an https report link', () => {
    for (const a of audits) {
      expect(a.firm, a.url).not.toBe('');
      expect(a.scope.length, a.url).toBeGreaterThan(2);
      expect(a.url, a.scope).toMatch(/^https:\/\/[^\s]+$/);
      expect(() => new URL(a.url), a.url).not.toThrow();
    }
  });

  it('dates an audit only with a real month and says where the month comes from', () => {
    for (const a of audits) {
      if (a.month === undefined) {
        expect(a.monthFrom, a.url).toBeUndefined();
        continue;
      }
      expect(a.month, a.url).toMatch(/^20\d\d-(0[1-9]|1[0-2])$/);
      expect(['catalog', 'report-address'], a.url).toContain(a.monthFrom);
    }
    // An undated audit must stay the exception: the catalog dates most of them.
    expect(audits.filter((a) => a.month).length).toBeGreaterThan(audits.length * 0.7);
  });

  it('takes a month from the report address only when the address carries it', () => {
    for (const a of audits.filter((x) => x.monthFrom === 'report-address')) {
      const [year, month] = a.month!.split('-');
      const inPath = a.url.includes(`/${year}/${month}/`);
      const inFileName = a.url.includes(`/${year}-${month}-`);
      expect(inPath || inFileName, a.url).toBe(true);
    }
  });

  it('lists each report once per set, and numbers the contract rounds one to seven', () => {
    for (const set of auditSets) {
      const urls = set.audits.map((a) => a.url);
      expect(new Set(urls).size, set.id).toBe(urls.length);
      expect(set.audits.length, set.id).toBeGreaterThan(0);
    }
    expect(auditSets.filter((s) => s.round).map((s) => s.round).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The two verifier reports the catalog lists twice, and nothing else.
    expect(audits.length - distinctReports().length).toBe(2);
  });

  it('links release entries that exist and cite the same reports', () => {
    for (const set of auditSets.filter((s) => s.release)) {
      const anchor = set.release!.anchor;
      const start = releaseNotes.indexOf(`{#${anchor}}`);
      expect(start, anchor).toBeGreaterThan(-1);
      const next = releaseNotes.indexOf('\n## ', start);
      const entry = releaseNotes.slice(start, next === -1 ? undefined : next);
      // The entry cites at least one of the set's reports, and every report link it gives (a link to
      // an audit firm's report, or the audited code) is in the set.
      const cited = set.audits.filter((a) => entry.includes(`(${a.url})`));
      expect(cited.length, `${anchor} cites none of the ${set.id} reports`).toBeGreaterThan(0);
      const known = new Set([...set.audits.map((a) => a.url), ...(set.auditedCode ? [set.auditedCode.url] : [])]);
      const reportLinks = [...entry.matchAll(/\]\((https:\/\/[^)\s]+)\)/g)].map((m) => m[1]!).filter((url) => REPORT_HOST.test(url));
      for (const url of reportLinks) expect(known, `${anchor} cites ${url}, which the ${set.id} set lacks`).toContain(url);
    }
  });

  it('records the catalog commit and the audited code as links', () => {
    expect(auditsSource.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(catalogUrl()).toBe(`https://github.com/LFDT-Lineth/lineth-monorepo/blob/${auditsSource.commit}/docs/audits.md`);
    for (const set of auditSets.filter((s) => s.auditedCode)) expect(set.auditedCode!.url, set.id).toMatch(/^https:\/\/github\.com\//);
    expect(monthLabel('2024-06')).toBe('June 2024');
    expect(() => monthLabel('2024-13')).toThrow();
  });
});

// The rendered tables (one row and one report link per audit) are checked on the production build
// by tests/e2e/technology.spec.ts.
describe('the security audits page', () => {
  it('renders every set once', () => {
    const used = [...page.matchAll(/<AuditTable set="([\w-]+)" \/>/g)].map((m) => m[1]);
    expect(used.sort()).toEqual(auditSets.map((s) => s.id).sort());
  });
});
