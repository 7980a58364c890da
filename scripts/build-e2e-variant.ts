// Builds the end-to-end variant of the site into build-e2e/: the same pages plus the test-only
// routes, with every third-party integration configured (the tests intercept their URLs).
import { spawnSync } from 'node:child_process';
import variantEnv from './e2e-variant-env.json';

const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', 'build-e2e'], {
  stdio: 'inherit',
  env: { ...process.env, ...variantEnv },
});
process.exit(result.status ?? 1);
