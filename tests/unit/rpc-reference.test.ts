/**
 * The generated JSON-RPC reference: every method gets a page at its path and every page comes from
 * a method, the pages say what the records say, `/openrpc.json` is a valid OpenRPC document, and
 * the validators compiled for the console accept each example and refuse what breaks a schema.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { rpcMethods } from '../../src/data/rpc';
import { rpcMethodPath, type RpcMethodSpec } from '../../src/data/rpc/types';
import { filterRows, filtersFromQuery, filtersQueryString, noFilters, unappliedFilterNotes } from '../../src/lib/rpc-index';
import { pageRecord } from '../../src/plugins/rpc-reference';
import { OPENRPC_FILE } from '../../src/plugins/rpc-reference/openrpc';
import { EXPLANATIONS_DIR, explanationSlots, indexRows, methodSlug, MODULES_DIR, PAGES_DIR } from '../../src/plugins/rpc-reference/pages';
import { RESULT_VALIDATOR, paramValidatorName } from '../../src/plugins/rpc-reference/validators';
import { generatedReferenceFiles, repoRoot } from './support/docs';

// The packages ship the meta-schemas as CommonJS values their type declarations do not mention.
const projectRequire = createRequire(join(repoRoot, 'package.json'));
const { openrpcDocument } = projectRequire('@open-rpc/meta-schema') as { openrpcDocument: Record<string, unknown> };
const jsonSchemaMetaSchema = (projectRequire('@json-schema-tools/meta-schema') as { default: Record<string, unknown> }).default;

/** Ajv with the JSON Schema meta-schema the OpenRPC one refers to, and the OpenRPC meta-schema compiled. */
function openRpcValidator(): { ajv: Ajv; validate: ReturnType<Ajv['compile']> } {
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  ajv.addSchema(jsonSchemaMetaSchema, 'https://meta.json-schema.tools');
  return { ajv, validate: ajv.compile(openrpcDocument) };
}

const inventory = (JSON.parse(readFileSync(join(repoRoot, 'tests/fixtures/routes.json'), 'utf8')) as { routes: { path: string; title: string }[] }).routes;
const explanationFiles = readdirSync(join(repoRoot, EXPLANATIONS_DIR)).map((f) => `${EXPLANATIONS_DIR}/${f}`);
const files = generatedReferenceFiles();
const pages = [...files].filter(([path]) => path.startsWith(`${PAGES_DIR}/`) && path.endsWith('.mdx'));

function frontMatter(mdx: string): Record<string, unknown> {
  return parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(mdx)![1]!) as Record<string, unknown>;
}

describe('generated pages', () => {
  it('give every method one page, and every page one method', () => {
    const slugs = pages.map(([, mdx]) => frontMatter(mdx).slug);
    expect(new Set(slugs).size).toBe(pages.length);
    expect(slugs.sort()).toEqual(rpcMethods.map((m) => rpcMethodPath(m.name)).sort());
  });

  it('keep the paths of the pages the site has always had', () => {
    const reference = inventory.filter((r) => r.path.startsWith('/api/reference/'));
    expect(reference.length).toBeGreaterThan(0);
    for (const route of reference) {
      const page = pages.find(([, mdx]) => frontMatter(mdx).slug === route.path);
      expect(page, route.path).toBeDefined();
      expect(frontMatter(page![1]).title).toBe(route.title);
    }
  });

  it('leave no hand-written method page beside the generated ones', () => {
    const tracked = readdirSync(join(repoRoot, PAGES_DIR)).filter((f) => f.endsWith('.mdx'));
    expect(tracked).toEqual(['index.mdx']);
  });

  it('belong each explanation partial to a method and a slot of its page', () => {
    const known = new Set(rpcMethods.flatMap((m) => explanationSlots.map((slot) => `${EXPLANATIONS_DIR}/_${methodSlug(m.name)}.${slot}.mdx`)));
    for (const file of explanationFiles) expect(known.has(file), `${file} names no method or slot`).toBe(true);
  });

  describe.each(rpcMethods.map((m) => [m.name, m] as const))('%s', (name, spec: RpcMethodSpec) => {
    const [path, mdx] = pages.find(([p]) => p.endsWith(`/${methodSlug(name)}.mdx`))!;

    it('sits in its namespace folder with front matter from the record', () => {
      expect(path).toBe(`${PAGES_DIR}/${spec.namespace}/${methodSlug(name)}.mdx`);
      expect(frontMatter(mdx)).toMatchObject({
        slug: rpcMethodPath(name),
        title: name,
        sidebar_label: name,
        description: spec.summary,
        last_update: { date: '2026-01-02T03:04:05Z', author: 'A. Writer' },
      });
      // Its use cases, then its search phrases, are its search keywords, each one keyword even
      // where it has a comma.
      const phrases = [...spec.useCases, ...(spec.searchPhrases ?? [])];
      const keywords = frontMatter(mdx).keywords as string[];
      expect(keywords).toHaveLength(phrases.length);
      keywords.forEach((keyword, i) => {
        expect(keyword).not.toContain(',');
        expect(keyword.split(/\s+/)).toEqual(phrases[i]!.replace(/,/g, ' ').split(/\s+/));
      });
      expect(files.has(`${PAGES_DIR}/${spec.namespace}/_category_.json`)).toBe(true);
    });

    it('renders the record the data holds, minus its sources and search phrases', () => {
      const json = JSON.parse(files.get(`${MODULES_DIR}/methods/${name}.json`)!);
      expect(json).toEqual(JSON.parse(JSON.stringify(pageRecord(spec))));
      // Neither is rendered: the sources are for maintainers, the phrases are in the front matter.
      expect(json).not.toHaveProperty('sources');
      expect(json).not.toHaveProperty('searchPhrases');
      expect(mdx).toContain(`import spec from '@site/${MODULES_DIR}/methods/${name}.json';`);
    });

    it('has the sections of a reference page, Linea differences only when there are some', () => {
      // What it is used for comes right under the signature, before the first section.
      expect(mdx.indexOf('<RpcUseCases spec={spec} />')).toBeGreaterThan(mdx.indexOf('<RpcSignature spec={spec} />'));
      expect(mdx.indexOf('<RpcUseCases spec={spec} />')).toBeLessThan(mdx.indexOf('## Parameters'));
      const headings = [...mdx.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(headings.slice(0, 3)).toEqual(['Parameters', 'Returns', 'Errors']);
      expect(headings).toContain('Where it is served');
      expect(headings).toContain('Example');
      expect(headings.includes('Differences on Linea')).toBe(spec.lineaDifferences.length > 0);
    });

    it('includes every hand-written explanation of the method', () => {
      for (const slot of explanationSlots) {
        const file = `${EXPLANATIONS_DIR}/_${methodSlug(name)}.${slot}.mdx`;
        expect(mdx.includes(`'@site/${file}'`), file).toBe(explanationFiles.includes(file));
      }
    });

    it('compiles validators that accept its examples and refuse a value that breaks a schema', () => {
      const module = { exports: {} as Record<string, (value: unknown) => boolean> };
      // The module is CommonJS that requires Ajv's runtime helpers, resolved from the project.
      new Function('require', 'module', 'exports', files.get(`${MODULES_DIR}/validators/${name}.cjs`)!)(projectRequire, module, module.exports);
      for (const example of spec.examples) {
        example.params.forEach((value, i) => expect(module.exports[paramValidatorName(i)]!(value), `param ${i}`).toBe(true));
        expect(module.exports[RESULT_VALIDATOR]!(example.result)).toBe(true);
      }
      const required = spec.params.findIndex((p) => p.required);
      if (required >= 0) expect(module.exports[paramValidatorName(required)]!(Symbol.for('not JSON'))).toBe(false);
    });
  });
});

describe('/openrpc.json', () => {
  const document = JSON.parse(files.get(`.generated/static/${OPENRPC_FILE}`)!) as { openrpc: string; methods: { name: string; servers: unknown[] }[] };

  const { ajv, validate } = openRpcValidator();

  it('is valid against the OpenRPC meta-schema', () => {
    expect(validate(document), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('can fail: the meta-schema refuses a document without methods, or a method without params', () => {
    expect(validate({ ...document, methods: undefined })).toBe(false);
    expect(validate({ ...document, methods: [{ name: 'eth_x' }] })).toBe(false);
  });

  it('lists every method once, each with the public endpoints that serve it', () => {
    expect(document.methods.map((m) => m.name).sort()).toEqual(rpcMethods.map((m) => m.name).sort());
    for (const method of document.methods) {
      const spec = rpcMethods.find((m) => m.name === method.name)!;
      expect(method.servers).toHaveLength(Number(spec.servedBy.publicMainnet) + Number(spec.servedBy.publicSepolia));
    }
  });
});

describe('index table', () => {
  const rows = indexRows(rpcMethods);

  it('has a row per method, linking to its page', () => {
    expect(rows.map((r) => r.path).sort()).toEqual(rpcMethods.map((m) => rpcMethodPath(m.name)).sort());
    expect(JSON.parse(files.get(`${MODULES_DIR}/index.json`)!)).toEqual(rows);
  });

  it('filters by namespace, flags and words, and keeps the filters in the query string', () => {
    const filters = { ...noFilters, namespace: 'linea' as const, text: 'proof' };
    expect(filterRows(rows, filters).map((r) => r.name)).toEqual(['linea_getProof']);
    expect(filterRows(rows, { ...noFilters, text: 'estimate gas' }).map((r) => r.name)).toContain('linea_estimateGas');
    expect(filterRows(rows, { ...noFilters, liveConsole: 'yes' }).every((r) => r.liveConsole)).toBe(true);
    const search = filtersQueryString(filters, 'language=go');
    expect(filtersFromQuery(search, ['eth', 'linea'])).toEqual(filters);
    expect(new URLSearchParams(search).get('language')).toBe('go');
    expect(filtersFromQuery('namespace=moon&public=maybe', ['eth'])).toEqual(noFilters);
  });

  it('reads words of any script with accents folded, and matches nothing for text with no word', () => {
    expect(filterRows(rows, { ...noFilters, text: 'PRÓOF' }).map((r) => r.name)).toEqual(filterRows(rows, { ...noFilters, text: 'proof' }).map((r) => r.name));
    // "gás" is one word, not "g" and "s", which every summary has.
    expect(filterRows(rows, { ...noFilters, text: 'gás' }).length).toBe(filterRows(rows, { ...noFilters, text: 'gas' }).length);
    for (const text of ['🔥', '!!!', '.*', 'مرحبا']) expect(filterRows(rows, { ...noFilters, text }), text).toEqual([]);
    expect(filterRows(rows, { ...noFilters, text: '  ' })).toHaveLength(rows.length);
  });

  it('says which filters of a link it ignored', () => {
    expect(unappliedFilterNotes('namespace=moon&public=maybe&console=yes', ['eth', 'linea'])).toEqual([
      'The link\'s namespace "moon" is not one of eth, linea, so every namespace is shown.',
      'The link\'s public endpoint filter "maybe" is not yes or no, so it is not applied.',
    ]);
    expect(unappliedFilterNotes('namespace=eth&public=no&console=&filter=x', ['eth'])).toEqual([]);
  });
});
