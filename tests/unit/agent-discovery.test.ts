import { describe, expect, it } from 'vitest';
import { API_CATALOG_PATH, apiCatalog, linksetProblems } from '../../src/lib/apiCatalog';
import { llmsOptions } from '../../src/config/llms';
import { withIndexNote } from '../../src/plugins/llms';
import { assistantPrompt, chatGptUrl, claudeUrl, cursorInstallUrl, vscodeInstallUrl } from '../../src/lib/pageActions';
import { MAX_COMMENT, issueUrl, pushFeedbackEvent, readVote, storageKey, writeVote } from '../../src/lib/feedback';
import { site } from '../../src/config/site';

const siteUrl = 'https://docs.linea.build';

describe('API catalog', () => {
  const withOpenRpc = apiCatalog(siteUrl, llmsOptions.apis(siteUrl, () => true));
  const without = apiCatalog(siteUrl, llmsOptions.apis(siteUrl, () => false));

  it('is a valid linkset anchored at the catalog, with one item per API', () => {
    expect(linksetProblems(withOpenRpc)).toEqual([]);
    expect(linksetProblems(without)).toEqual([]);
    const [catalog, ...apis] = withOpenRpc.linkset;
    expect(catalog!.anchor).toBe(`${siteUrl}${API_CATALOG_PATH}`);
    expect((catalog!.item as { href: string }[]).map((i) => i.href)).toEqual(apis.map((a) => a.anchor));
  });

  it('lists the public RPC endpoints, the Token API, the MCP server and the docs with llms.txt', () => {
    const anchors = withOpenRpc.linkset.map((c) => c.anchor);
    expect(anchors).toEqual(expect.arrayContaining(['https://rpc.linea.build', 'https://rpc.sepolia.linea.build', 'https://token-api.linea.build', `${siteUrl}/mcp`, `${siteUrl}/`]));
    const tokenApi = withOpenRpc.linkset.find((c) => c.anchor === 'https://token-api.linea.build')!;
    expect(tokenApi['service-desc']).toEqual([expect.objectContaining({ href: 'https://token-api.linea.build/docs-yaml' })]);
    expect(tokenApi['service-doc']).toEqual([expect.objectContaining({ href: `${siteUrl}/api/token-api` })]);
    const docs = withOpenRpc.linkset.find((c) => c.anchor === `${siteUrl}/`)!;
    expect(docs['service-desc']).toEqual(expect.arrayContaining([expect.objectContaining({ href: `${siteUrl}/llms.txt` })]));
  });

  it('links the OpenRPC document only when the build has it', () => {
    const rpc = (set: typeof without) => set.linkset.find((c) => c.anchor === 'https://rpc.linea.build')!;
    expect(rpc(withOpenRpc)['service-desc']).toEqual([expect.objectContaining({ href: `${siteUrl}/openrpc.json` })]);
    expect(rpc(without)['service-desc']).toBeUndefined();
  });

  it('the validator catches what is not a linkset', () => {
    expect(linksetProblems([])).not.toEqual([]);
    expect(linksetProblems({ linkset: {} })).not.toEqual([]);
    expect(linksetProblems({ linkset: [{ anchor: 1 }] })).toEqual(['linkset[0].anchor must be a string']);
    expect(linksetProblems({ linkset: [{ item: [{ title: 'x' }] }] })).toEqual(['linkset[0].item[0].href must be a non-empty string']);
    expect(linksetProblems({ linkset: [{ item: { href: 'x' } }] })).not.toEqual([]);
    expect(linksetProblems({ linkset: [{ 'Bad Rel': [{ href: 'x' }] }] })).not.toEqual([]);
    expect(linksetProblems({ linkset: [{ item: [{ href: 'x', title: ['a'] }] }] })).not.toEqual([]);
    expect(linksetProblems({ linkset: [], extra: 1 })).not.toEqual([]);
  });
});

describe('llms.txt and the Markdown twins', () => {
  it('llms.txt opens with how an agent should use the docs', () => {
    const opening = llmsOptions.notes.slice(0, 6).join('\n');
    for (const hint of ['/mcp', 'search_docs', 'Accept: text/markdown', '.md', '/.well-known/api-catalog']) expect(opening).toContain(hint);
  });

  it('a twin names llms.txt and the MCP server under its title', () => {
    const md = withIndexNote('# Title\n\nBody\n', siteUrl);
    expect(md.startsWith('# Title\n\n> ')).toBe(true);
    expect(md).toContain(`${siteUrl}/llms.txt`);
    expect(md).toContain(`${siteUrl}/api/mcp-server.md`);
    expect(md.endsWith('\n\nBody\n')).toBe(true);
  });
});

describe('page action links', () => {
  const md = `${siteUrl}/get-started.md`;

  it('prompts ChatGPT and Claude with the Markdown URL of the page', () => {
    expect(assistantPrompt(md)).toContain(md);
    expect(new URL(chatGptUrl(md)).searchParams.get('q')).toBe(assistantPrompt(md));
    expect(new URL(claudeUrl(md)).origin + new URL(claudeUrl(md)).pathname).toBe('https://claude.ai/new');
    expect(new URL(claudeUrl(md)).searchParams.get('q')).toBe(assistantPrompt(md));
  });

  it('installs the MCP server in Cursor and VS Code', () => {
    const cursor = new URL(cursorInstallUrl(`${siteUrl}/mcp`));
    expect(cursor.protocol).toBe('cursor:');
    expect(cursor.searchParams.get('name')).toBe('linea-docs');
    expect(JSON.parse(atob(cursor.searchParams.get('config')!))).toEqual({ url: `${siteUrl}/mcp` });
    const vscode = vscodeInstallUrl(`${siteUrl}/mcp`);
    expect(vscode.startsWith('vscode:mcp/install?')).toBe(true);
    expect(JSON.parse(decodeURIComponent(vscode.slice('vscode:mcp/install?'.length)))).toEqual({ name: 'linea-docs', type: 'http', url: `${siteUrl}/mcp` });
  });
});

describe('feedback', () => {
  function memory(): Storage {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      clear: () => map.clear(),
      key: () => null,
      get length() {
        return map.size;
      },
    };
  }
  const denied = (): Storage => {
    throw new DOMException('denied', 'SecurityError');
  };

  it('remembers a vote per page, and works without storage', () => {
    const store = memory();
    expect(writeVote(() => store, '/a', 'no')).toBe(true);
    expect(readVote(() => store, '/a')).toBe('no');
    expect(readVote(() => store, '/b')).toBeNull();
    store.setItem(storageKey('/c'), 'maybe');
    expect(readVote(() => store, '/c')).toBeNull();
    expect(writeVote(denied, '/a', 'yes')).toBe(false);
    expect(readVote(denied, '/a')).toBeNull();
  });

  it('prefills an issue on the docs repository with the page URL, title and comment only', () => {
    const url = new URL(issueUrl(site.sourceRepository, { url: `${siteUrl}/get-started`, title: 'Get started' }, '  The faucet link is broken. '));
    expect(`${url.origin}${url.pathname}`).toBe(`${site.sourceRepository}/issues/new`);
    expect([...url.searchParams.keys()].sort()).toEqual(['body', 'title']);
    expect(url.searchParams.get('title')).toBe('Docs feedback: Get started');
    expect(url.searchParams.get('body')).toBe(`Page: ${siteUrl}/get-started\nTitle: Get started\n\nThe faucet link is broken.`);
    const long = new URL(issueUrl(site.sourceRepository, { url: 'u', title: 't' }, 'x'.repeat(5000)));
    expect(long.searchParams.get('body')!.length).toBeLessThan(MAX_COMMENT + 50);
  });

  it('pushes docs_feedback only where a data layer exists', () => {
    const event = { event: 'docs_feedback', helpful: false, page_path: '/a', page_title: 'A' } as const;
    const target: { dataLayer?: unknown[] } = {};
    expect(pushFeedbackEvent(target, event)).toBe(false);
    expect(target.dataLayer).toBeUndefined();
    target.dataLayer = [];
    expect(pushFeedbackEvent(target, event)).toBe(true);
    expect(target.dataLayer).toEqual([event]);
  });
});
