/**
 * A social card (1200×630 PNG) for every page, drawn at build time from the page's title,
 * section and description: what link previews in chats and social networks show. Text is set
 * in Inter by satori (as vector paths) and rasterised by resvg, so no system font is needed.
 *
 * resvg runs as WebAssembly and each render's memory is freed as soon as its PNG is out: the
 * native build of resvg keeps every render's pixels outside the JavaScript heap until a garbage
 * collection that the heap itself never asks for, and grew the build by about 3 MB per card.
 *
 * Drawing a card is the costly part, so each PNG is kept in a cache directory that outlives
 * the build (`node_modules/.cache/linea-social-cards`, cleared by `npm run clear` like the
 * bundler's cache), named by the hash of everything that decides its pixels: the card's element
 * tree (layout and text) and the versions of the renderer and the fonts. A page whose card did
 * not change is copied, not drawn again.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import type { LoadContext, Plugin } from '@docusaurus/types';
import satori from 'satori';
import { socialCardPath } from '../../lib/socialCardPath';
import { builtDocs, pagePath, type LoadedPlugin } from '../built-docs';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardText {
  title: string;
  section: string;
  description: string;
}

export interface SocialCardsOptions {
  /** Label shown above the title for a page path. */
  sectionOf: (path: string) => string;
  /** The landing page's card. */
  home: CardText;
}

type Node = { type: string; props: { style?: Record<string, string | number>; children?: (Node | string)[] | Node | string } };
const h = (type: string, style: Record<string, string | number>, children?: (Node | string)[] | Node | string): Node => ({
  type,
  props: { style, ...(children !== undefined ? { children } : {}) },
});

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The card layout as a satori element tree (the same shape React elements have). */
export function cardElement({ title, section, description }: CardText): Node {
  const titleSize = title.length > 48 ? 56 : title.length > 28 ? 68 : 80;
  return h('div', { display: 'flex', flexDirection: 'column', width: CARD_WIDTH, height: CARD_HEIGHT, boxSizing: 'border-box', padding: '64px 72px', background: '#121212', color: '#ffffff', fontFamily: 'Inter' }, [
    h('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
      h('div', { display: 'flex', width: 56, height: 56, borderRadius: 12, background: '#ffffff', position: 'relative' }, [
        h('div', { position: 'absolute', left: 17, top: 12, width: 7, height: 32, background: '#121212' }),
        h('div', { position: 'absolute', left: 17, top: 37, width: 24, height: 7, background: '#121212' }),
        h('div', { position: 'absolute', left: 34, top: 12, width: 7, height: 7, background: '#0a7c99' }),
      ]),
      h('div', { fontSize: 34, fontWeight: 700 }, 'Linea Docs'),
      h('div', { marginLeft: 'auto', fontSize: 28, color: '#61dfff', fontWeight: 600 }, section),
    ]),
    h('div', { display: 'flex', flexDirection: 'column', marginTop: 'auto', gap: 24 }, [
      h('div', { fontSize: titleSize, fontWeight: 800, lineHeight: 1.08, letterSpacing: -1 }, truncate(title, 90)),
      h('div', { fontSize: 30, lineHeight: 1.35, color: '#d0d0d0' }, truncate(description, 160)),
    ]),
    h('div', { display: 'flex', height: 8, marginTop: 40, background: 'linear-gradient(90deg, #61dfff 0%, #0a7c99 100%)', borderRadius: 4 }),
  ]);
}

const require = createRequire(__filename);
function font(weight: number): Buffer {
  return readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
}

/**
 * Where the process keeps resvg's start-up, shared by every copy of this module: resvg refuses a
 * second initialisation, and a copy loaded again (a test that resets modules) has no state of its own
 * to tell it resvg has already started, while resvg itself, from node_modules, is loaded once.
 */
const RESVG_READY = Symbol.for('linea-docs.social-cards.resvg-ready');
type ResvgHolder = { [RESVG_READY]?: Promise<void> };

/** Loads resvg's WebAssembly module once per process. */
function loadResvg(): Promise<void> {
  const holder = globalThis as ResvgHolder;
  holder[RESVG_READY] ??= initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  return holder[RESVG_READY];
}

export async function renderCard(text: CardText, fonts = loadFonts()): Promise<Buffer> {
  const [svg] = await Promise.all([satori(cardElement(text) as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts }), loadResvg()]);
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } });
  try {
    const image = resvg.render();
    try {
      const png = image.asPng();
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

export function loadFonts(): Parameters<typeof satori>[1]['fonts'] {
  return [400, 600, 700, 800].map((weight) => ({ name: 'Inter', data: font(weight), weight: weight as 400 | 600 | 700 | 800, style: 'normal' as const }));
}

/** Version of an installed package, read from the package.json above its entry point (not every package exports that file). */
function packageVersion(name: string): string {
  for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name: found, version } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version: string };
    if (found === name) return version;
  }
  throw new Error(`No package.json found for ${name}`);
}

/** What, besides the card's element tree, decides its pixels. */
function rendererKey(): string {
  return ['satori', '@resvg/resvg-wasm', '@fontsource/inter'].map((name) => `${name}@${packageVersion(name)}`).join(' ');
}

/** The cache file name of a card: the hash of its element tree and the renderer. */
export function cardCacheKey(text: CardText, renderer = rendererKey()): string {
  return createHash('sha256').update(renderer).update('\0').update(JSON.stringify(cardElement(text))).digest('hex').slice(0, 32);
}

/**
 * Writes each card to its target, drawing only those the cache does not hold. Returns how many
 * were drawn.
 */
export async function writeCards(cards: readonly [target: string, text: CardText][], cacheDir: string): Promise<number> {
  mkdirSync(cacheDir, { recursive: true });
  const renderer = rendererKey();
  let fonts: ReturnType<typeof loadFonts> | undefined;
  let drawn = 0;
  for (const [target, text] of cards) {
    const cached = join(cacheDir, `${cardCacheKey(text, renderer)}.png`);
    if (!existsSync(cached)) {
      fonts ??= loadFonts();
      // Written under a temporary name and renamed, so an interrupted build never leaves a torn PNG in the cache.
      const partial = `${cached}.${process.pid}.tmp`;
      writeFileSync(partial, await renderCard(text, fonts));
      renameSync(partial, cached);
      drawn += 1;
    }
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(cached, target);
  }
  return drawn;
}

export default function socialCardsPlugin(context: LoadContext, options: SocialCardsOptions): Plugin {
  return {
    name: 'linea-social-cards',
    async postBuild({ outDir, plugins }) {
      const docs = builtDocs(plugins as unknown as LoadedPlugin[]);
      const cards: [string, CardText][] = [
        ['/', options.home],
        ...docs.map((d): [string, CardText] => {
          const path = pagePath(d.permalink);
          return [path, { title: d.title, section: options.sectionOf(path), description: d.description }];
        }),
      ];
      const cacheDir = join(context.siteDir, 'node_modules', '.cache', 'linea-social-cards');
      await writeCards(
        cards.map(([path, text]) => [join(outDir, socialCardPath(path)), text]),
        cacheDir,
      );
    },
  };
}
