import { describe, expect, it } from 'vitest';
import { evaluate } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import * as runtime from 'react/jsx-runtime';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { rehypeScrollTables } from '../../src/plugins/tables';

/** Stands in for the site's ScrollTable: the region and its name are what the step decides. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return createElement('div', { role: 'region', 'aria-label': label, tabIndex: 0 }, children);
}

async function render(mdx: string): Promise<string> {
  const { default: Content } = await evaluate(mdx, { ...runtime, remarkPlugins: [remarkGfm], rehypePlugins: [rehypeScrollTables] });
  return renderToStaticMarkup(Content({ components: { ScrollTable } }));
}

const table = (header: string) => `| ${header} | Value |\n| --- | --- |\n| a | 1 |\n`;

describe('Markdown tables in a focusable scroll region', () => {
  it('wraps each table in a region named after the heading above it, numbering a second one', async () => {
    const html = await render(`## Chain \`IDs\`\n\n${table('Network')}\n${table('Other')}\n### Limits\n\n${table('Limit')}`);
    expect(html.match(/<div role="region"[^>]*><table>/g)).toHaveLength(3);
    expect(html).toContain('aria-label="Chain IDs"');
    expect(html).toContain('aria-label="Chain IDs (table 2)"');
    expect(html).toContain('aria-label="Limits"');
  });

  it('names a table above every heading by its columns, and finds tables inside components', async () => {
    const html = await render(`${table('Option')}\n<section>\n\n${table('Name')}\n</section>`);
    expect(html).toContain('aria-label="Table: Option, Value"');
    expect(html).toContain('aria-label="Table: Name, Value"');
  });
});
