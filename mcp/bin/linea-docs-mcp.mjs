#!/usr/bin/env node
// Runs the TypeScript sources with tsx, so the server shares the site's own modules unbuilt.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('../src/cli.ts', import.meta.url);
main(process.argv.slice(2), fileURLToPath(new URL('../../build', import.meta.url))).catch((error) => {
  console.error(`linea-docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
