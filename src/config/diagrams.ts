import type { DiagramRenderOptions } from '../lib/diagrams';

/** Where the rendered diagrams live (relative to the site directory). */
export const diagramsDir = 'src/data/diagrams';

/** Folders whose Markdown and MDX files become pages, and so may hold diagrams. */
export const diagramContentDirs = ['docs', 'src/pages'] as const;

/**
 * How Mermaid diagrams are drawn. Text is plain SVG text in Arial's metrics (Arial, Liberation Sans
 * and Arimo are metric-compatible, Helvetica nearly so), because the boxes are sized when the SVG is
 * rendered, not on the reader's device: a font of other widths would overflow them.
 */
export const diagramRenderOptions = {
  themes: { light: 'neutral', dark: 'dark' },
  fontFamily: "Arial, 'Liberation Sans', Arimo, Helvetica, sans-serif",
} satisfies DiagramRenderOptions;
