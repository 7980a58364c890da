// @vitest-environment jsdom
/**
 * What the reader changed in server-rendered form controls before hydration: only controls whose
 * value differs from the HTML's are reported, so an untouched page adopts nothing.
 */
import { describe, expect, it } from 'vitest';
import { readChosen } from '../../src/lib/useChosenBeforeHydration';

const html = `
  <select id="marked"><option value="">All</option><option value="gas" selected>Gas</option><option value="ai">AI</option></select>
  <select id="unmarked"><option value="">Any</option><option value="yes">Yes</option></select>
  <select id="placeholder"><option value="" disabled>Choose one</option><option value="a">A</option><option value="b">B</option></select>
  <select id="marked-twice"><option value="a" selected>A</option><option value="b" selected>B</option><option value="c">C</option></select>
  <input id="text" type="search" value="">
  <input id="prefilled" type="search" value="proof">
  <textarea id="area">notes</textarea>
  <div id="not-a-control"></div>`;

function page(): void {
  document.body.innerHTML = html;
}

const all = ['marked', 'unmarked', 'placeholder', 'marked-twice', 'text', 'prefilled', 'area', 'not-a-control', 'missing'];

describe('controls changed before hydration', () => {
  it('are none on a page as the HTML left it: a marked option, none (the first that is not disabled shows), or several (the last shows)', () => {
    page();
    expect((document.getElementById('placeholder') as HTMLSelectElement).value).toBe('a');
    expect((document.getElementById('marked-twice') as HTMLSelectElement).value).toBe('b');
    expect([...readChosen(all)]).toEqual([]);
  });

  it('are the ones whose value differs from the HTML, with their values, and only among the ids asked for', () => {
    page();
    (document.getElementById('marked') as HTMLSelectElement).value = 'ai';
    (document.getElementById('unmarked') as HTMLSelectElement).value = 'yes';
    (document.getElementById('text') as HTMLInputElement).value = 'bridge ';
    (document.getElementById('prefilled') as HTMLInputElement).value = '';
    (document.getElementById('area') as HTMLTextAreaElement).value = 'more notes';
    (document.getElementById('placeholder') as HTMLSelectElement).value = 'b';
    (document.getElementById('marked-twice') as HTMLSelectElement).value = 'a';
    expect(Object.fromEntries(readChosen(all))).toEqual({ marked: 'ai', unmarked: 'yes', placeholder: 'b', 'marked-twice': 'a', text: 'bridge ', prefilled: '', area: 'more notes' });
    expect(Object.fromEntries(readChosen(['text']))).toEqual({ text: 'bridge ' });
  });

  it('include a choice put back to what the HTML showed only if it differs from it', () => {
    page();
    const marked = document.getElementById('marked') as HTMLSelectElement;
    marked.value = '';
    expect(Object.fromEntries(readChosen(['marked']))).toEqual({ marked: '' });
    marked.value = 'gas';
    expect([...readChosen(['marked'])]).toEqual([]);
  });
});
