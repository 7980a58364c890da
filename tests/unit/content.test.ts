import { describe, expect, it } from 'vitest';
import { extractCodeBlocks } from '../../src/lib/codeBlocks';
import { docFiles } from './support/docs';

/** The rules of the content guide that a machine can check, on every page under docs/. */
const docs = docFiles();

/** Body text with code blocks blanked out, so code never counts as prose or headings. */
function proseOf(body: string): string {
  return body.replace(/^([ \t]*)(`{3,}|~{3,})[\s\S]*?^\1\2[ \t]*$/gm, '');
}

describe.each(docs.map((d) => [d.file, d] as const))('%s', (_file, doc) => {
  it('has a title and a one-sentence description of at most 160 characters', () => {
    expect(typeof doc.frontMatter.title).toBe('string');
    const description = doc.frontMatter.description;
    expect(typeof description).toBe('string');
    expect((description as string).length).toBeLessThanOrEqual(160);
    expect(description as string).toMatch(/[.!?]$/);
  });

  it('is finished: no placeholder wording', () => {
    expect(proseOf(doc.body)).not.toMatch(/\b(coming soon|lorem ipsum|TODO|TBD|FIXME)\b/i);
  });

  it('uses h2 to h5 below the title, without skipping a level', () => {
    const levels = [...proseOf(doc.body).matchAll(/^(#{1,6})\s/gm)].map((m) => m[1]!.length);
    expect(levels).not.toContain(1);
    let previous = 1;
    for (const level of levels) {
      expect(level, `heading level ${level} after ${previous}`).toBeLessThanOrEqual(previous + 1);
      previous = level;
    }
  });

  it('gives every code block a language', () => {
    const unlabeled = extractCodeBlocks(doc.body).filter((b) => b.lang === '');
    expect(unlabeled.map((b) => `line ${b.line + doc.bodyStartLine - 1}`)).toEqual([]);
  });
});
