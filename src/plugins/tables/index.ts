/**
 * Rehype step that puts every Markdown table of a page in the ScrollTable component: a table wider
 * than the column (many columns on a phone) scrolls inside its own box instead of widening the
 * page, and that box can take focus, so the keyboard can scroll it too. The box is a region named
 * after the heading the table sits under, which a screen reader announces on entering it.
 */
import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { SKIP, visit } from 'unist-util-visit';

/** The MDX component the tables are wrapped in, registered in src/theme/MDXComponents. */
export const SCROLL_TABLE = 'ScrollTable';

const HEADING = /^h[1-6]$/;

/** The table's column headings, for a table that comes before any heading. */
function columnsOf(table: Element): string {
  const headings: string[] = [];
  visit(table, 'element', (node: Element) => {
    if (node.tagName === 'th') {
      headings.push(toString(node).trim());
      return SKIP;
    }
    // The first row only.
    if (node.tagName === 'tbody' || (node.tagName === 'tr' && headings.length > 0)) return SKIP;
    return undefined;
  });
  return headings.filter(Boolean).join(', ');
}

/**
 * Each table's name: the text of the heading above it, a second or later table under the same
 * heading numbered so that regions of a page do not share a name; above every heading, its columns.
 */
export function rehypeScrollTables() {
  return (tree: Root): void => {
    let heading = '';
    let underHeading = 0;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (HEADING.test(node.tagName)) {
        heading = toString(node).trim();
        underHeading = 0;
        return SKIP;
      }
      if (node.tagName !== 'table' || !parent || index === undefined) return undefined;
      underHeading += 1;
      const label = !heading ? `Table: ${columnsOf(node)}` : underHeading > 1 ? `${heading} (table ${underHeading})` : heading;
      const wrapper: MdxJsxFlowElementHast = {
        type: 'mdxJsxFlowElement',
        name: SCROLL_TABLE,
        attributes: [{ type: 'mdxJsxAttribute', name: 'label', value: label }],
        children: [node],
      };
      parent.children[index] = wrapper as unknown as Element;
      return SKIP;
    });
  };
}
