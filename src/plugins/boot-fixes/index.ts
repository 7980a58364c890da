import type { LoadContext, Plugin } from '@docusaurus/types';

export interface BootFixesOptions {
  /** Colour mode for readers with no stored choice. */
  defaultMode: 'dark' | 'light';
  /** Id of the current announcement, if any. */
  announcementId?: string;
}

/**
 * Script that runs right after the theme's own first-paint script and corrects two cases it
 * gets wrong in Docusaurus 3.6.3:
 * - when localStorage throws (private windows, sandboxed iframes), it writes
 *   data-theme="undefined", so the page paints in neither mode and the toggle starts inverted;
 * - it hides the announcement bar when any earlier bar was dismissed, without comparing ids, so a
 *   new announcement stays hidden on the first visit after it changes.
 */
export function bootFixesScript({ defaultMode, announcementId }: BootFixesOptions): string {
  const steps = [
    `var d=document.documentElement,t=d.getAttribute('data-theme');`,
    `if(t!=='dark'&&t!=='light')d.setAttribute('data-theme',${JSON.stringify(defaultMode)});`,
  ];
  if (announcementId !== undefined) {
    steps.push(
      `try{if(localStorage.getItem('docusaurus.announcement.id')!==${JSON.stringify(announcementId)})` +
        `d.setAttribute('data-announcement-bar-initially-dismissed','false')}catch(e){}`,
    );
  }
  return `(function(){${steps.join('')}})();`;
}

export default function bootFixesPlugin(_context: LoadContext, options: BootFixesOptions): Plugin {
  return {
    name: 'linea-boot-fixes',
    injectHtmlTags() {
      return { preBodyTags: [{ tagName: 'script', innerHTML: bootFixesScript(options) }] };
    },
  };
}
