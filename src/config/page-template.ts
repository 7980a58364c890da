/**
 * The HTML template of every built page: Docusaurus 3.6.3's own (core/lib/ssg/ssgTemplate.html.js)
 * with one change, in how the app's scripts start.
 *
 * Docusaurus writes them as `<script defer>` in the head. On a phone the scripts often arrive
 * before the page has been painted, and the browser then runs them (about a second of work under
 * a 4x CPU slowdown) before it paints the text the server already sent: the largest paint waits
 * for the app. Here the head only preloads them, and a small script at the end of the body starts
 * them once the browser has shown a frame of the page, so the server's HTML shows first and the app
 * hydrates right after. In a tab that is not visible, where no frame is painted, they start at once.
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/**
 * Starts the preloaded app scripts, in their order, once the page's HTML is on screen: after a
 * frame has begun since the whole document was parsed (this script is the body's last element) and
 * the browser has reported first contentful paint, which it does once that frame has reached the
 * screen (a frame is painted some milliseconds before it is shown; starting at the paint let the
 * app's work begin before the reader saw anything). A browser without paint timing starts after
 * the frame; one that never reports it, a second after the frame. In a tab that is not visible,
 * which renders no frame, they start at once. Inline in the page, so the Content-Security-Policy
 * lists its hash (scripts/nginx-config.ts collects it from the build). Its text is the same on
 * every page.
 */
export const startAppScript =
  '(function(){var d=document,started=false,framed=false,shown=false;' +
  'function start(){if(started)return;started=true;' +
  "d.querySelectorAll('link[data-app-script]').forEach(function(l){" +
  "var s=d.createElement('script');s.src=l.href;s.async=false;d.head.appendChild(s)})}" +
  'function ready(){if(framed&&shown)setTimeout(start,0)}' +
  "if(d.visibilityState!=='visible'||typeof requestAnimationFrame!=='function'){start();return}" +
  "d.addEventListener('visibilitychange',start,{once:true});" +
  "var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){" +
  "new P(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();shown=true;ready()}}).observe({type:'paint',buffered:true})" +
  '}else shown=true;' +
  'requestAnimationFrame(function(){framed=true;ready();setTimeout(start,1000)})})();';

/** Replaces `search` in `template` once, failing loudly when a Docusaurus upgrade has changed it. */
function replaceOnce(template: string, search: string, replacement: string): string {
  if (template.split(search).length !== 2) throw new Error(`The Docusaurus page template no longer holds exactly one ${JSON.stringify(search)}`);
  return template.replace(search, replacement);
}

/** Docusaurus's template, its deferred app scripts turned into preloads and started by `startAppScript`. */
export const pageTemplate = replaceOnce(
  replaceOnce(
    docusaurusTemplate,
    '<script src="<%= it.baseUrl %><%= script %>" defer></script>',
    '<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" data-app-script />',
  ),
  '</body>',
  `  <script>${startAppScript}</script>\n  </body>`,
);
