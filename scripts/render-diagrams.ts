/**
 * Renders every Mermaid diagram of the site to SVG, in the light and the dark colour mode, so that
 * pages show diagrams without shipping a diagram library to the reader. Mermaid runs in Debian's
 * Chromium (the one the tests use); the SVGs, and a manifest with each diagram's text
 * alternative, are written to the diagrams folder (src/config/diagrams.ts) under a key hashed from
 * the diagram's source and the drawing options. Run it after adding or changing a diagram, and
 * commit what it writes; the unit tests fail while a diagram has no up-to-date rendering.
 *
 *   npm run diagrams:render           renders new and changed diagrams, deletes unused renderings
 *   npm run diagrams:render -- --all  renders every diagram again
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { diagramContentDirs, diagramRenderOptions, diagramsDir } from '../src/config/diagrams';
import { MANIFEST, colourModes, diagramFile, findDiagrams, type ColourMode, type DiagramManifest } from '../src/lib/diagrams';
import { launchChromium } from './lib/browser';

const siteDir = join(__dirname, '..');
const require = createRequire(__filename);

interface BrowserRenderInput {
  source: string;
  id: string;
  theme: string;
  fontFamily: string;
}

/**
 * Runs in the browser page, where Mermaid is loaded as `window.mermaid`. Returns the SVG with only
 * the style rules that match something in it (Mermaid emits the rules of every shape it knows), and
 * the SVG left to the page for accessibility (the page wraps it in a labelled image).
 */
async function renderInBrowser({ source, id, theme, fontFamily }: BrowserRenderInput): Promise<string> {
  const mermaid = (window as unknown as { mermaid: MermaidApi }).mermaid;
  // A fixed seed: shapes drawn with jitter come out the same on every run.
  mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', theme, fontFamily, handDrawnSeed: 1, htmlLabels: false, flowchart: { htmlLabels: false } });
  const { svg } = await mermaid.render(id, source);
  const host = document.createElement('div');
  host.innerHTML = svg;
  document.body.append(host);
  const root = host.querySelector('svg');
  if (!root) throw new Error(`Mermaid returned no SVG for ${id}`);
  const style = root.querySelector('style');
  if (style?.sheet) {
    const kept: CSSRule[] = [];
    for (const rule of Array.from(style.sheet.cssRules)) {
      if (rule instanceof CSSStyleRule) {
        const matches = rule.selectorText.split(',').some((selector) => {
          // Pseudo-classes and pseudo-elements never match in a query here; what is left decides.
          const bare = selector.replace(/::?[a-z-]+(\([^)]*\))?/gi, '').trim();
          if (bare === '') return true;
          try {
            return host.querySelector(bare) !== null;
          } catch {
            return true;
          }
        });
        if (matches) kept.push(rule);
      } else if (!(rule instanceof CSSKeyframesRule)) {
        kept.push(rule);
      }
    }
    const css = kept.map((r) => r.cssText).join('');
    const animations = Array.from(style.sheet.cssRules).filter(
      (r): r is CSSKeyframesRule => r instanceof CSSKeyframesRule && new RegExp(`\\b${r.name}\\b`).test(css),
    );
    style.textContent = css + animations.map((r) => r.cssText).join('');
  }
  // Coordinates to a tenth of a pixel (Mermaid writes up to 17 digits), no data-* attributes (Mermaid's
  // own bookkeeping) and no attributes that restate defaults: half the size, and the same picture.
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attr of Array.from(el.attributes)) {
      const isDefault = (attr.name === 'font-style' || attr.name === 'font-weight') && attr.value === 'normal';
      if (attr.name.startsWith('data-') || isDefault || (attr.name === 'style' && attr.value === '')) el.removeAttribute(attr.name);
      else if (attr.name !== 'id' && attr.name !== 'class') {
        // Path data and point lists may run numbers together (`.25.25`, `1-.5`): every number there gets
        // a space before it, or a value rounded to `0` after `12.3` would read as one number (`12.30`).
        const separator = attr.name === 'd' || attr.name === 'points' ? ' ' : '';
        // Numbers are read left to right as SVG reads them, so `.1.25` is `.1` then `.25`; only those
        // with two or more decimals (and no exponent, nor hex digits of a colour) are rounded.
        const rounded = attr.value.replace(/[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?/g, (n) =>
          separator + (/\.\d{2,}$/.test(n) ? String(Math.round(Number(n) * 10) / 10) : n),
        );
        el.setAttribute(attr.name, separator ? rounded.trim() : rounded);
      }
    }
  }
  // Sequence diagrams number their elements across the whole page (`actor12`, `arrowhead`): every id
  // gets this diagram's own prefix, so two diagrams, or one diagram's two colour modes, never share one.
  const renamed = new Map<string, string>();
  for (const el of Array.from(root.querySelectorAll('[id]'))) {
    if (el.id.startsWith(id)) continue;
    renamed.set(el.id, `${id}-${el.id}`);
    el.id = `${id}-${el.id}`;
  }
  const relink = (text: string) => text.replace(/url\(#([^)]+)\)/g, (all, ref: string) => (renamed.has(ref) ? `url(#${renamed.get(ref)})` : all));
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const attr of Array.from(el.attributes)) {
      let value = relink(attr.value);
      if (/(^|:)href$/.test(attr.name) && value.startsWith('#') && renamed.has(value.slice(1))) value = `#${renamed.get(value.slice(1))}`;
      if (value !== attr.value) el.setAttribute(attr.name, value);
    }
  }
  if (style) style.textContent = relink(style.textContent ?? '');
  root.removeAttribute('role');
  root.removeAttribute('aria-roledescription');
  root.removeAttribute('aria-labelledby');
  root.removeAttribute('aria-describedby');
  root.setAttribute('aria-hidden', 'true');
  root.setAttribute('focusable', 'false');
  const out = new XMLSerializer().serializeToString(root);
  host.remove();
  return out;
}

interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, source: string): Promise<{ svg: string }>;
  mermaidAPI: { getDiagramFromText(source: string): Promise<{ type: string; db: Record<string, (...args: unknown[]) => unknown> }> };
}

/**
 * Runs in the browser page. The text alternative of a diagram: its own accessible title and
 * description when the source gives them (accTitle, accDescr), otherwise its parts in words: a
 * flowchart's groups and connections, a sequence diagram's participants and numbered steps.
 */
async function describeInBrowser(source: string): Promise<string> {
  const mermaid = (window as unknown as { mermaid: MermaidApi }).mermaid;
  const diagram = await mermaid.mermaidAPI.getDiagramFromText(source);
  const db = diagram.db;
  const clean = (text: unknown) =>
    String(text ?? '')
      .replace(/<br\s*\/?>/gi, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);
  const title = clean(db.getAccTitle?.());
  const description = clean(db.getAccDescription?.());
  if (description) return [title, description].filter(Boolean).map(sentence).join(' ');

  const parts: string[] = [];
  if (diagram.type.startsWith('flowchart')) {
    const vertices = db.getVertices!() as Map<string, { id: string; text?: string }>;
    const subgraphs = db.getSubGraphs!() as { id: string; title?: string; nodes: string[] }[];
    const edges = db.getEdges!() as { start: string; end: string; text?: string; type?: string }[];
    const name = (id: string) => clean(vertices.get(id)?.text) || clean(subgraphs.find((g) => g.id === id)?.title) || id;
    parts.push(title ? `Flowchart: ${title}` : 'Flowchart');
    for (const group of [...subgraphs].reverse()) {
      parts.push(`${clean(group.title) || group.id} holds ${[...group.nodes].reverse().map(name).join(', ')}`);
    }
    const connected = new Set<string>();
    for (const edge of edges) {
      connected.add(edge.start).add(edge.end);
      const both = edge.type?.startsWith('double');
      const link = both ? `${name(edge.start)} and ${name(edge.end)}, both ways` : `${name(edge.start)} to ${name(edge.end)}`;
      parts.push(edge.text ? `${link}: ${clean(edge.text)}` : link);
    }
    const grouped = new Set(subgraphs.flatMap((g) => g.nodes));
    const alone = [...vertices.keys()].filter((id) => !connected.has(id) && !grouped.has(id));
    if (alone.length) parts.push(`Also: ${alone.map(name).join(', ')}`);
  } else if (diagram.type === 'sequence') {
    const actors = db.getActors!() as Map<string, { name: string; description?: string }>;
    const messages = db.getMessages!() as { from?: string; to?: string; message?: string; type: number }[];
    const lineTypes = db.LINETYPE as unknown as Record<string, number>;
    const name = (id?: string) => clean(actors.get(id ?? '')?.description) || id || '';
    parts.push(`${title ? `Sequence diagram: ${title}` : 'Sequence diagram'} between ${[...actors.keys()].map(name).join(', ')}`);
    const blockStarts = new Map(
      ['LOOP_START', 'ALT_START', 'ALT_ELSE', 'OPT_START', 'PAR_START', 'PAR_AND', 'CRITICAL_START', 'CRITICAL_OPTION', 'BREAK_START', 'RECT_START']
        .map((k) => [lineTypes[k], k.split('_')[0]!.toLowerCase()] as const),
    );
    const quiet = new Set(
      Object.entries(lineTypes)
        .filter(([k]) => /_END$|^ACTIVE_|^AUTONUMBER$/.test(k))
        .map(([, v]) => v),
    );
    let step = 0;
    for (const m of messages) {
      if (quiet.has(m.type)) continue;
      const text = clean(m.message);
      if (m.type === lineTypes.NOTE) {
        parts.push(`Note on ${m.from === m.to || !m.to ? name(m.from) : `${name(m.from)} and ${name(m.to)}`}: ${text}`);
      } else if (blockStarts.has(m.type)) {
        parts.push(`${blockStarts.get(m.type)}${text ? ` ${text}` : ''}`);
      } else {
        step += 1;
        parts.push(`${step}. ${m.from === m.to ? name(m.from) : `${name(m.from)} to ${name(m.to)}`}: ${text}`);
      }
    }
  } else {
    throw new Error(`No text alternative can be derived for a ${diagram.type} diagram: give it accTitle and accDescr`);
  }
  return parts.map(sentence).join(' ');
}

async function main(): Promise<void> {
  const outDir = join(siteDir, diagramsDir);
  const manifestPath = join(outDir, MANIFEST);
  const previous: DiagramManifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as DiagramManifest) : {};
  const again = process.argv.includes('--all');

  const diagrams = new Map<string, { source: string; where: string }>();
  for (const { key, source, where } of findDiagrams(siteDir, diagramContentDirs, diagramRenderOptions)) {
    if (!diagrams.has(key)) diagrams.set(key, { source, where });
  }

  const isRendered = (key: string) => previous[key] !== undefined && colourModes.every((m) => existsSync(join(outDir, diagramFile(key, m))));
  const todo = [...diagrams].filter(([key]) => again || !isRendered(key));
  const manifest: DiagramManifest = {};
  for (const key of [...diagrams.keys()].sort()) if (previous[key] && !todo.some(([k]) => k === key)) manifest[key] = previous[key];

  if (todo.length > 0) {
    mkdirSync(outDir, { recursive: true });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.setContent(`<!doctype html><html><body style="font-family:${diagramRenderOptions.fontFamily}"></body></html>`);
      // tsx names functions with an `__name` helper that exists only in Node; the page gets a no-op one.
      await page.evaluate('window.__name = (fn) => fn;');
      await page.addScriptTag({ path: join(dirname(require.resolve('mermaid/package.json')), 'dist', 'mermaid.min.js') });
      for (const [key, { source, where }] of todo) {
        try {
          for (const mode of colourModes as ColourMode[]) {
            const svg = await page.evaluate(renderInBrowser, {
              source,
              id: `diagram-${key}-${mode}`,
              theme: diagramRenderOptions.themes[mode],
              fontFamily: diagramRenderOptions.fontFamily,
            });
            writeFileSync(join(outDir, diagramFile(key, mode)), `${svg}\n`);
          }
          manifest[key] = { label: await page.evaluate(describeInBrowser, source) };
        } catch (err) {
          throw new Error(`Could not render the diagram at ${where}: ${(err as Error).message}`);
        }
        console.log(`rendered ${key} (${where})`);
      }
    } finally {
      await browser.close();
    }
  }

  const sorted = Object.fromEntries(Object.keys(manifest).sort().map((k) => [k, manifest[k]]));
  writeFileSync(manifestPath, `${JSON.stringify(sorted, null, 2)}\n`);
  const wanted = new Set(Object.keys(sorted).flatMap((key) => colourModes.map((m) => diagramFile(key, m))));
  let removed = 0;
  for (const name of readdirSync(outDir)) {
    if (name.endsWith('.svg') && !wanted.has(name)) {
      unlinkSync(join(outDir, name));
      removed += 1;
    }
  }
  console.log(`${diagrams.size} diagrams: ${todo.length} rendered, ${diagrams.size - todo.length} up to date, ${removed} unused SVG files removed.`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
