import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Text-only readers of a page (its Markdown copy for agents, the search index, a copy and paste)
 * see the HTML, not the CSS. A <span> styled as a block shows on a line of its own but reads glued
 * to the text before it ("411.6 MBaverage since ..."); a <div> (or a space) says what the page
 * shows. This finds spans whose class the component's own CSS module lays out as a block.
 */
const componentsDir = join(__dirname, '../../src/components');

/** Classes of a CSS module whose rule, on that class alone, makes the element a block. */
function blockClasses(css: string): Set<string> {
  const found = new Set<string>();
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const display = /(?:^|;)\s*display:\s*([\w-]+)/.exec(rule[2]!)?.[1];
    if (!display || !['block', 'flex', 'grid', 'table', 'list-item', 'flow-root'].includes(display)) continue;
    for (const selector of rule[1]!.split(',')) {
      const single = /^\s*\.([\w-]+)\s*$/.exec(selector);
      if (single) found.add(single[1]!);
    }
  }
  return found;
}

describe('component markup', () => {
  it('finds block-styled classes in a CSS module', () => {
    expect([...blockClasses('/* a */ .note { display: block; color: red; }\n.flags{gap:1px;display:flex}\n.x .y { display: block; }\n.i { display: inline-block; }')]).toEqual(['note', 'flags']);
  });

  it('uses no <span> with text for what its CSS shows as a block', () => {
    const offenders: string[] = [];
    for (const name of readdirSync(componentsDir)) {
      const css = join(componentsDir, name, 'styles.module.css');
      if (!existsSync(css)) continue;
      const blocks = blockClasses(readFileSync(css, 'utf8'));
      for (const file of readdirSync(join(componentsDir, name)).filter((f) => f.endsWith('.tsx'))) {
        const source = readFileSync(join(componentsDir, name, file), 'utf8');
        // An empty span (an anchor target) holds no text to run into its neighbours.
        for (const span of source.matchAll(/<span\b[^>]*?className=\{styles\.(\w+)\}[^>]*?(\/?)>/g)) {
          if (span[2] === '/' || !blocks.has(span[1]!)) continue;
          offenders.push(`${name}/${file}:${source.slice(0, span.index).split('\n').length} span.${span[1]}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
