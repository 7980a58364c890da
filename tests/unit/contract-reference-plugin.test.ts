/**
 * The remark step that writes a contract reference into its page: headings for exactly the
 * sections and members `visibleSections` lists (Docusaurus builds the table of contents from
 * them), one component per block with its data, the page's sample under "Use it from your code",
 * and a clear error when the page and its data disagree.
 */
import { readFileSync } from 'node:fs';
import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { describe, expect, it } from 'vitest';
import { referenceFor, remarkContractReference } from '../../src/plugins/contract-reference';
import { valueToEstree } from '../../src/plugins/mdx-nodes';
import { SECTIONS, visibleSections } from '../../src/lib/contractSections';

function run(contract: unknown, children: RootContent[] = []): Root {
  const tree: Root = { type: 'root', children };
  remarkContractReference()(tree, { data: { frontMatter: { title: 'x', contract } }, path: 'page.mdx' });
  return tree;
}

function headings(node: Root | RootContent): Heading[] {
  if (node.type === 'heading') return [node];
  return 'children' in node ? (node.children as RootContent[]).flatMap(headings) : [];
}

const sample: RootContent = { type: 'paragraph', children: [{ type: 'text', value: 'Sample text' }] };

describe('remarkContractReference', () => {
  it('leaves pages without `contract` alone', () => {
    const tree: Root = { type: 'root', children: [sample] };
    remarkContractReference()(tree, { data: { frontMatter: { title: 'x' } } });
    expect(tree.children).toEqual([sample]);
  });

  it('writes a heading for each visible section and member, in page order, with the anchors the data gives', () => {
    const tree = run('messageservice/l1/l1messageservice', [sample]);
    const expected = visibleSections(referenceFor('messageservice/l1/l1messageservice')).flatMap((s) => [
      { depth: 2, id: s.id },
      ...s.members.map((m) => ({ depth: 3, id: m.value.id })),
    ]);
    expect(headings(tree).map((h) => ({ depth: h.depth, id: (h.data as { hProperties: { id: string } }).hProperties.id }))).toEqual(expected);
    expect(expected).toContainEqual({ depth: 3, id: 'claimMessageWithProof' });
  });

  it('imports the components it uses and puts the sample under "Use it from your code"', () => {
    const tree = run('messageservice/l1/l1messageservice', [sample]);
    expect(tree.children[0]).toMatchObject({ type: 'mdxjsEsm' });
    const esm = tree.children[0] as { value: string };
    expect(esm.value).toMatch(/^import \{ .*ContractFunction.* \} from "@site\/src\/components\/ContractReference";$/);
    // The selector index rows come through the server-only loader, so the browser bundle lacks them.
    const abi = tree.children[1] as { type: string; value: string };
    expect(abi.type).toBe('mdxjsEsm');
    expect(abi.value).toMatch(/^import __contractAbi from "!!.*server-only-loader\.cjs\?json!.*\.abi";$/);
    // So do the member bodies: each member block gets its id and the page's member values.
    const members = tree.children[2] as { type: string; value: string };
    expect(members.value).toMatch(/^import __contractMembers from "!!.*server-only-loader\.cjs\?json!.*\.members";$/);
    const wrapper = tree.children[3] as MdxJsxFlowElement;
    expect(wrapper.name).toBe('ContractReference');
    const usage = wrapper.children.findIndex((n) => n.type === 'heading' && (n.data as { hProperties: { id: string } }).hProperties.id === SECTIONS.usage.id);
    expect(wrapper.children[usage + 1]).toBe(sample);
    const used = new Set(wrapper.children.filter((n): n is MdxJsxFlowElement => n.type === 'mdxJsxFlowElement').map((n) => n.name));
    for (const name of used) expect(esm.value).toContain(name);
    // Every member block's id has its value in the file the server build imports, and nothing else does.
    const file = members.value.slice(members.value.lastIndexOf('!') + 1, -2);
    const values = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { id: string }>;
    const blockIds = wrapper.children
      .filter((n): n is MdxJsxFlowElement => n.type === 'mdxJsxFlowElement' && n.attributes.some((a) => 'name' in a && a.name === 'members'))
      .map((n) => {
        const id = n.attributes.find((a) => 'name' in a && a.name === 'id')?.value;
        // A value attribute is an expression whose text is the value's JSON.
        return typeof id === 'object' && id !== null ? (JSON.parse(id.value) as string) : id;
      });
    expect(blockIds).toContain('claimMessageWithProof');
    expect(Object.keys(values).sort()).toEqual([...blockIds].sort());
    // Member values carry their own id; the summary and sources tables are kept the same way,
    // under their section's id, with their component's props.
    const summaries = blockIds.filter((id): id is string => typeof id === 'string' && id.endsWith('--summary'));
    expect(summaries).toEqual(expect.arrayContaining([`${SECTIONS.functions.id}--summary`, `${SECTIONS.source.id}--summary`]));
    for (const [id, value] of Object.entries(values)) {
      if (summaries.includes(id)) expect(Object.keys(value).sort()).toEqual(id.startsWith(SECTIONS.source.id) ? ['units'] : id.startsWith(SECTIONS.functions.id) ? ['allInternal', 'rows'] : ['hashLabel', 'label', 'rows']);
      else expect(value.id).toBe(id);
    }
  });

  it('keeps the front matter node in place and does not count it as a sample', () => {
    const yaml: RootContent = { type: 'yaml', value: 'contract: lib/mimc' };
    const tree = run('lib/mimc', [yaml]);
    expect(tree.children[0]).toBe(yaml);
    expect(tree.children[1]).toMatchObject({ type: 'mdxjsEsm' });
  });

  it('refuses a page whose sample and data disagree, an unknown contract and a malformed id', () => {
    expect(() => run('messageservice/l1/l1messageservice')).toThrow(/announces a usage sample, but the page has none/);
    expect(() => run('lib/mimc', [sample])).toThrow(/has no usage sample, but the page has content/);
    expect(() => run('lib/nothing-here')).toThrow(/No contract data for \/api\/linea-smart-contracts\/lib\/nothing-here/);
    expect(() => run(3)).toThrow(/front matter "contract" must be a data module path/);
  });

  it('turns JSON data into expression trees, dropping undefined properties', () => {
    expect(valueToEstree({ a: [1, 'x', null, true], b: undefined })).toEqual({
      type: 'ObjectExpression',
      properties: [
        {
          type: 'Property',
          key: { type: 'Literal', value: 'a' },
          value: {
            type: 'ArrayExpression',
            elements: [
              { type: 'Literal', value: 1 },
              { type: 'Literal', value: 'x' },
              { type: 'Literal', value: null },
              { type: 'Literal', value: true },
            ],
          },
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
        },
      ],
    });
  });
});
