/**
 * A social card (1200×630 PNG) for every page, drawn at build time from the page's title,
 * section and description: what link previews in chats and social networks show. Text is set
 * in Inter by satori (as vector paths) and rasterised by resvg, so no system font is needed.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import satori from 'satori';
import { socialCardPath } from '../../lib/socialCardPath';

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

export async function renderCard(text: CardText, fonts = loadFonts()): Promise<Buffer> {
  const svg = await satori(cardElement(text) as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: CARD_WIDTH } }).render().asPng();
}

export function loadFonts(): Parameters<typeof satori>[1]['fonts'] {
  return [400, 600, 700, 800].map((weight) => ({ name: 'Inter', data: font(weight), weight: weight as 400 | 600 | 700 | 800, style: 'normal' as const }));
}

export default function socialCardsPlugin(_context: LoadContext, options: SocialCardsOptions): Plugin {
  return {
    name: 'linea-social-cards',
    async postBuild({ outDir, plugins }) {
      const docsPlugin = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs');
      const docs = (docsPlugin?.content as LoadedContent | undefined)?.loadedVersions.flatMap((v) => v.docs) ?? [];
      const cards: [string, CardText][] = [
        ['/', options.home],
        ...docs.map((d): [string, CardText] => {
          const path = d.permalink.length > 1 ? d.permalink.replace(/\/$/, '') : d.permalink;
          return [path, { title: d.title, section: options.sectionOf(path), description: d.description }];
        }),
      ];
      const fonts = loadFonts();
      for (const [path, text] of cards) {
        const target = join(outDir, socialCardPath(path));
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, await renderCard(text, fonts));
      }
    },
  };
}
