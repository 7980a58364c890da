/**
 * First-load weight of representative pages of the production build: every byte a cold browser
 * downloads until the page has hydrated and the network is idle, gzipped (level 6) per file, by
 * kind. Reads build/; run `npm run build` first.
 *
 *   npm run bench:weight            prints the table
 *   npm run bench:weight -- --json  prints JSON
 */
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/browser';
import { serveBuild } from './lib/serve';

export const pageTypes: Record<string, string> = {
  landing: '/',
  guide: '/get-started',
};

type Kind = 'html' | 'js' | 'css' | 'font' | 'image' | 'other';
export type Weight = Record<Kind, number> & { total: number; requests: number };

function kindOf(resourceType: string, url: string): Kind {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script' || url.endsWith('.js')) return 'js';
  if (resourceType === 'stylesheet' || url.endsWith('.css')) return 'css';
  if (resourceType === 'font' || /\.(woff2?|ttf|otf)$/.test(url)) return 'font';
  if (resourceType === 'image' || /\.(png|jpe?g|webp|avif|svg|gif|ico)$/.test(url)) return 'image';
  return 'other';
}

async function measure(baseUrl: string, path: string): Promise<Weight> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Promise<[Kind, number]>[] = [];
    page.on('response', (res) => {
      const url = res.url();
      if (!url.startsWith(baseUrl) || res.status() !== 200) return;
      const kind = kindOf(res.request().resourceType(), new URL(url).pathname);
      pending.push(res.body().then((body) => [kind, gzipSync(body, { level: 6 }).length] as [Kind, number]).catch(() => [kind, 0]));
    });
    await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    const weight: Weight = { html: 0, js: 0, css: 0, font: 0, image: 0, other: 0, total: 0, requests: 0 };
    for (const [kind, bytes] of await Promise.all(pending)) {
      weight[kind] += bytes;
      weight.total += bytes;
      weight.requests += 1;
    }
    return weight;
  } finally {
    await browser.close();
  }
}

export async function measureAll(buildDir = 'build'): Promise<Record<string, Weight & { path: string }>> {
  const server = await serveBuild(buildDir);
  try {
    const out: Record<string, Weight & { path: string }> = {};
    for (const [type, path] of Object.entries(pageTypes)) out[type] = { path, ...(await measure(server.url, path)) };
    return out;
  } finally {
    server.stop();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const results = await measureAll();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    console.log('First-load weight, gzipped (level 6), cold cache, until hydrated and network idle\n');
    console.log(['page type', 'path', 'JS', 'CSS', 'fonts', 'images', 'HTML', 'total', 'requests'].join('\t'));
    for (const [type, w] of Object.entries(results)) {
      console.log([type, w.path, kb(w.js), kb(w.css), kb(w.font), kb(w.image), kb(w.html), kb(w.total), w.requests].join('\t'));
    }
  }
}

if (process.argv[1]?.endsWith('bench-weight.ts')) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
