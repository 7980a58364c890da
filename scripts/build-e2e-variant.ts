// Builds the end-to-end variant of the site into build-e2e/: only the pages its specs open
// (LINEA_DOCS_ONLY) plus the test-only routes, with every third-party integration configured
// (the tests intercept their URLs). A spec under tests/e2e/variant/ that opens another doc page
// adds its file to LINEA_DOCS_ONLY in scripts/e2e-variant-env.json.
import { spawnSync } from 'node:child_process';
import variantEnv from './e2e-variant-env.json';

// Through `npm run build`, so the variant builds with the same Node options as the site.
const result = spawnSync('npm', ['run', 'build', '--silent', '--', '--out-dir', 'build-e2e'], {
  stdio: 'inherit',
  env: { ...process.env, ...variantEnv },
});
process.exit(result.status ?? 1);
