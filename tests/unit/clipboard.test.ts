// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { copyText } from '../../src/lib/clipboard';

describe('copyText', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const execCommand = vi.fn();
    const env = {
      clipboard: { writeText },
      document: { body: document.body, execCommand, createElement: document.createElement.bind(document), activeElement: null },
    };
    const result = await copyText('0xe705', env);
    expect(result).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('0xe705');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a hidden textarea when the Clipboard API refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    let copied = '';
    const execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
      return true;
    });
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    const env = {
      clipboard: { writeText },
      document: { body: document.body, execCommand, createElement: document.createElement.bind(document), activeElement: document.activeElement },
    };
    expect(await copyText('https://rpc.linea.build', env)).toBe('copied');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('https://rpc.linea.build');
    // The textarea is gone and the focus is back on the button.
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('falls back when there is no Clipboard API at all, and reports a failed fallback', async () => {
    const env = { document: { body: document.body, execCommand: () => false, createElement: document.createElement.bind(document), activeElement: null } };
    expect(await copyText('x', env)).toBe('failed');
    expect(await copyText('x', {})).toBe('failed');
  });
});
