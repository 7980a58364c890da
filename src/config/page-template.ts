/**
 * The HTML template of every built page: Docusaurus 3.6.3's own (core/lib/ssg/ssgTemplate.html.js)
 * with one change, in how the app's scripts start.
 *
 * Docusaurus writes them as `<script defer>` in the head. On a phone the scripts often arrive
 * before the page has been painted, and the browser then runs them (about a second of work under
 * a 4x CPU slowdown) before it paints the text the server already sent: the largest paint waits
 * for the app. Here the head only preloads them, and a small script at the end of the body starts
 * them once the browser has painted a frame, so the server's HTML shows first and the app hydrates
 * right after. In a tab that is not visible, where no frame is painted, they start at once.
 */
import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/**
 * Starts the preloaded app scripts, in their order, after the next painted frame. Inline in the
 * page, so the Content-Security-Policy lists its hash (scripts/nginx-config.ts collects it from
 * the build). Its text is the same on every page.
 */
export const startAppScript =
  '(function(){var d=document,started=false;' +
  'function start(){if(started)return;started=true;' +
  "d.querySelectorAll('link[data-app-script]').forEach(function(l){" +
  "var s=d.createElement('script');s.src=l.href;s.async=false;d.head.appendChild(s)})}" +
  "if(d.visibilityState!=='visible'||typeof requestAnimationFrame!=='function'){start();return}" +
  "d.addEventListener('visibilitychange',start,{once:true});" +
  'requestAnimationFrame(function(){setTimeout(start,0)})})();';

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
