import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../../src/lib/markdown';
import { markdownPath } from '../../src/lib/markdownPath';
import { llmsTxt } from '../../src/plugins/llms';

const page = (body: string) => `<html><body><nav>menu</nav><article><div class="theme-doc-markdown markdown"><header><h1>Title</h1></header>${body}</div></article><footer>f</footer></body></html>`;
const md = (body: string) => htmlToMarkdown(page(body), { pageUrl: 'https://docs.example/get-started/page' });

describe('htmlToMarkdown', () => {
  it('keeps only the article, with the title as the one h1 and no anchor links', () => {
    const out = md('<h2 id="a">Section<a href="#a" class="hash-link">​</a></h2><p>Text.</p>');
    expect(out).toBe('# Title\n\n## Section\n\nText.\n');
  });

  it('turns a Docusaurus code block into a fenced block with language and title', () => {
    const out = md(
      '<div class="language-bash codeBlockContainer_x theme-code-block"><div class="codeBlockTitle_y">Install</div><div class="codeBlockContent"><pre class="prism-code language-bash"><code><span class="token-line"><span class="token function">npm</span> install viem<br></span><span class="token-line">echo done<br></span></code></pre><div class="buttonGroup"><button aria-label="Copy code">c</button></div></div></div>',
    );
    expect(out).toContain('```bash title="Install"\nnpm install viem\necho done\n```');
    expect(out).not.toContain('Copy code');
  });

  it('renders component tables as GFM tables and makes links absolute', () => {
    const out = md('<table><thead><tr><th>Network</th><th>Chain ID</th></tr></thead><tbody><tr><td><a href="/get-started/x">Linea Mainnet</a></td><td><code>59144</code></td></tr></tbody></table><p><a href="#intro">up</a></p>');
    expect(out).toMatch(/^\| Network +\| Chain ID \|$/m);
    expect(out).toMatch(/^\| -+ \| -+ \|$/m);
    expect(out).toContain('[Linea Mainnet](https://docs.example/get-started/x)');
    expect(out).toContain('[up](https://docs.example/get-started/page#intro)');
  });

  it('lays out every tab, hidden ones included, under its label', () => {
    const out = md(
      '<div class="tabs-container"><ul role="tablist"><li role="tab">curl</li><li role="tab">python</li></ul><div><div role="tabpanel"><p>A</p></div><div role="tabpanel" hidden><p>B</p></div></div></div>',
    );
    expect(out).toContain('**curl**\n\nA\n\n**python**\n\nB');
  });

  it('turns admonitions into labelled blockquotes', () => {
    const out = md('<div class="theme-admonition theme-admonition-warning alert"><div class="admonitionHeading_a"><span><svg></svg></span>warning</div><div class="admonitionContent_b"><p>Costs money.</p></div></div>');
    expect(out).toContain('> **Warning:**\n>\n> Costs money.');
  });

  it('gives math back as TeX and diagrams back as Mermaid source', () => {
    const out = md(
      '<p>A prime <span class="katex"><span class="katex-mathml"><math><semantics><annotation encoding="application/x-tex">p</annotation></semantics></math></span><span class="katex-html">p</span></span> here.</p>' +
        '<span class="katex-display"><span class="katex"><annotation encoding="application/x-tex">a^2 + b^2</annotation></span></span>' +
        '<div role="img" aria-label="Loading diagram" data-mermaid="flowchart LR\n  a --> b"></div>',
    );
    expect(out).toContain('A prime $p$ here.');
    expect(out).toContain('$$\na^2 + b^2\n$$');
    expect(out).toContain('```mermaid\nflowchart LR\n  a --> b\n```');
  });

  it('drops interactive widgets that opt out, and form controls', () => {
    const out = md('<div data-llms="skip"><p>Try it console</p></div><p>Kept <button>Copy</button><input value="x"></p>');
    expect(out).not.toContain('Try it');
    expect(out).not.toContain('Copy');
    expect(out).toContain('Kept');
  });

  it("keeps a glossary term's words in the sentence, as a link to its glossary entry, and drops other buttons", () => {
    const out = md('<p>Rollup data goes in <button type="button" class="term_x" data-glossary-term="blob" aria-haspopup="dialog">blobs</button>, then <button>Copy</button>is proven.</p>');
    expect(out).toContain('Rollup data goes in [blobs](https://docs.example/zero-knowledge-glossary#blob), then is proven.');
  });

  it('keeps a glossary term inside a link as plain words, so the link stays one link', () => {
    const out = md('<p>See <a href="/technology/sequencer">the <em><button type="button" data-glossary-term="sequencer">sequencer</button></em> page</a>.</p>');
    expect(out).toContain('See [the _sequencer_ page](https://docs.example/technology/sequencer).');
  });

  it('keeps superscripts and subscripts as inline HTML, so 2<sup>15</sup> does not read as 215', () => {
    const out = md('<p>32,768 (2<sup>15</sup>) rows; H<sub>2</sub>O.</p><table><thead><tr><th>Limit</th></tr></thead><tbody><tr><td>2<sup>20</sup></td></tr></tbody></table>');
    expect(out).toContain('32,768 (2<sup>15</sup>) rows; H<sub>2</sub>O.');
    expect(out).toMatch(/^\| 2<sup>20<\/sup> +\|$/m);
  });

  it('keeps the blocks and line breaks of a table cell apart with <br>, one table row per row', () => {
    const out = md(
      '<table><thead><tr><th>Growth</th><th>Measured</th><th>Notes</th></tr></thead><tbody><tr>' +
        '<td>411.6 MB<div class="note_x">average since <!-- -->13 Oct 2025</div></td>' +
        '<td><time datetime="2025-11-03">3 Nov 2025</time><div><a href="/data.json">source</a></div></td>' +
        '<td><p>One.</p><p>Two<br>lines.</p><ul><li>a</li><li>b</li></ul></td>' +
        '</tr></tbody></table>',
    );
    const row = out.split('\n').find((line) => line.includes('411.6'));
    expect(row).toMatch(/^\| 411\.6 MB<br>average since 13 Oct 2025 +\| 3 Nov 2025<br>\[source\]\(https:\/\/docs\.example\/data\.json\) +\| One\.<br>Two<br>lines\.<br>a<br>b +\|$/);
  });

  it('keeps a cell of plain text as it is', () => {
    const out = md('<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>Plain <code>text</code> here</td></tr></tbody></table>');
    expect(out).toMatch(/^\| Plain `text` here +\|$/m);
  });

  it('writes a definition list as one item per term, the term in bold', () => {
    const out = md(
      '<dl><div><dt>Kind</dt><dd>TokenBridge is a contract.</dd></div><div><dt>Inherits</dt><dd><a href="/x"><code>A</code></a>, <code>B</code></dd></div></dl>' +
        '<p>Then:</p><dl><dt>Long</dt><dd><p>First.</p><p>Second.</p></dd></dl>',
    );
    expect(out).toContain('- **Kind:** TokenBridge is a contract.\n- **Inherits:** [`A`](https://docs.example/x), `B`');
    expect(out).toContain('- **Long:**\n\n  First.\n\n  Second.');
  });

  it('labels a disclosure with its summary and spells out an abbreviation once', () => {
    const out = md('<details><summary>Why a small field</summary><p>Faster proofs.</p></details><p>A <abbr title="zero-knowledge">ZK</abbr> proof and an <abbr title="EVM">EVM</abbr>.</p>');
    expect(out).toContain('**Why a small field**\n\nFaster proofs.');
    expect(out).toContain('A ZK (zero-knowledge) proof and an EVM.');
  });

  it('moves the spaces at the edges of bold text outside it, rather than writing them as character references', () => {
    const out = md('<p><strong>Constructed example: </strong>the values fit.</p>');
    expect(out).toContain('**Constructed example:** the values fit.');
  });

  it('returns nothing when the page has no content element', () => {
    expect(htmlToMarkdown('<html><body><p>x</p></body></html>', { pageUrl: 'https://x/', contentSelectors: ['.nope'] })).toBe('');
  });
});

describe('llms.txt', () => {
  it('lists pages by group with absolute Markdown links and descriptions', () => {
    const txt = llmsTxt(
      { siteTitle: 'Docs', summary: 'About.', notes: ['Note.'], groups: ['A', 'B'] },
      [
        { path: '/b', title: 'Bee', description: 'Second.', group: 'B' },
        { path: '/', title: 'Home', description: 'First.', group: 'A' },
      ],
      'https://docs.example',
    );
    expect(txt).toBe('# Docs\n\n> About.\n\nNote.\n\n## A\n\n- [Home](https://docs.example/index.md): First.\n\n## B\n\n- [Bee](https://docs.example/b.md): Second.\n');
  });

  it('maps page paths to their Markdown twins', () => {
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/get-started/how-to/bridge')).toBe('/get-started/how-to/bridge.md');
    expect(markdownPath('/get-started/')).toBe('/get-started.md');
  });
});
