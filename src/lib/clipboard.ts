/**
 * Copying a value to the clipboard. The async Clipboard API needs a secure context and, in some
 * browsers, a permission; when it is missing or refuses, fall back to selecting a hidden textarea
 * and `execCommand('copy')`, which still works in older and embedded browsers.
 */

export type CopyResult = 'copied' | 'failed';

/** The parts of `window` and `document` the copy needs, so tests can pass fakes. */
export interface ClipboardEnv {
  clipboard?: { writeText(text: string): Promise<void> };
  document?: Pick<Document, 'createElement' | 'body' | 'execCommand' | 'activeElement'>;
}

function browserEnv(): ClipboardEnv {
  if (typeof window === 'undefined') return {};
  return { clipboard: window.navigator.clipboard, document: window.document };
}

function copyWithTextarea(text: string, doc: NonNullable<ClipboardEnv['document']>): boolean {
  const previousFocus = doc.activeElement;
  const area = doc.createElement('textarea');
  area.value = text;
  // Off-screen and read-only: no flash, no layout shift, no on-screen keyboard on phones.
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  area.style.opacity = '0';
  doc.body.appendChild(area);
  try {
    area.focus();
    area.select();
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    // Selecting the textarea moved the focus; give it back to the copy button.
    const focusable = previousFocus as { focus?: () => void } | null;
    if (typeof focusable?.focus === 'function') focusable.focus();
  }
}

export async function copyText(text: string, env: ClipboardEnv = browserEnv()): Promise<CopyResult> {
  if (env.clipboard) {
    try {
      await env.clipboard.writeText(text);
      return 'copied';
    } catch {
      // Denied or unavailable in this context: try the fallback below.
    }
  }
  if (env.document?.body) return copyWithTextarea(text, env.document) ? 'copied' : 'failed';
  return 'failed';
}
