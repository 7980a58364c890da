#!/usr/bin/env node
// Runs the TypeScript sources with tsx, so the server shares the site's own modules unbuilt.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
main(process.argv.slice(2)).catch((error) => {
  console.error(`linea-docs-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
