import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docFiles, repoRoot } from './support/docs';
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the loader is CommonJS, as the bundler needs it
const { slimDocsMetadata } = require('../../src/plugins/slim-docs-metadata/loader.cjs') as { slimDocsMetadata: (source: string) => string };

describe('slim docs metadata', () => {
  // Read while the tests are collected, where no test's timeout runs: seconds on a busy machine.
  const docs = docFiles();

  it('empties version.docs, and drops docId and a false unlisted from sidebar links', () => {
    const props = {
      version: {
        label: 'Next',
        docsSidebars: {
          apiSidebar: [
            { type: 'link', label: 'API', href: '/api', docId: 'api/index', unlisted: false },
            { type: 'category', label: 'Reference', collapsible: true, collapsed: true, items: [{ type: 'link', label: 'Hidden', href: '/h', docId: 'h', unlisted: true }] },
          ],
        },
        docs: { 'api/index': { id: 'api/index', title: 'Use the Linea API', description: 'Reach Linea over JSON-RPC.', sidebar: 'apiSidebar' } },
      },
    };
    const slim = JSON.parse(slimDocsMetadata(JSON.stringify(props)));
    expect(slim.version.docs).toEqual({});
    expect(slim.version.docsSidebars).toEqual({
      apiSidebar: [
        { type: 'link', label: 'API', href: '/api' },
        { type: 'category', label: 'Reference', collapsible: true, collapsed: true, items: [{ type: 'link', label: 'Hidden', href: '/h', unlisted: true }] },
      ],
    });
    expect(slim.version.label).toBe('Next');
  });

  it('leaves other route props untouched', () => {
    const other = JSON.stringify({ metadata: { title: 'x', description: 'y' } });
    expect(slimDocsMetadata(other)).toBe(other);
  });

  it('is safe because no page renders doc cards, which read those fields', () => {
    const pages = docs
      .filter((doc) => /DocCardList|DocCard\b/.test(doc.body))
      .map((doc) => doc.file);
    const docsDir = join(repoRoot, 'docs');
    const categories = readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('_category_.json'))
      .filter((file) => readFileSync(join(docsDir, file), 'utf8').includes('generated-index'));
    expect([...pages, ...categories]).toEqual([]);
  });
});
