import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import { testChromiumLaunchOptions, servers } from './tests/e2e/support/env';

const nginxRuntimeDir = resolve('.generated/nginx-runtime');

/**
 * The projects this run selects, from `--project` (as Playwright reads it: every value up to the
 * next option) or the comma-separated `E2E_PROJECTS`; undefined means all. Only the web servers
 * of the selected projects start, so `--project=site` needs neither build-e2e/ nor nginx.
 */
function selectedProjects(argv = process.argv, env = process.env): Set<string> | undefined {
  const names = (env.E2E_PROJECTS ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length));
    else if (arg === '--project') for (let j = i + 1; j < argv.length && !argv[j]!.startsWith('-'); j += 1) names.push(argv[j]!);
  }
  // A pattern (`--project "s*"`) could select any project: start every server.
  if (names.length === 0 || names.some((name) => /[*?[\]]/.test(name))) return undefined;
  return new Set(names.map((name) => name.toLowerCase()));
}
const selected = selectedProjects();
const serverFor = <T>(project: string, server: T): T[] => (!selected || selected.has(project) ? [server] : []);

/**
 * End-to-end tests run against production builds, never the dev server: `build/` served by
 * `docusaurus serve` (the site as shipped) and by nginx with the generated production config;
 * `build-e2e/` is the same site built with the test-only routes and every third-party
 * integration configured (see scripts/build-e2e-variant.ts).
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Nothing is retried, here or in CI: a test that passes only on a second try hides a bug.
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  // Generous: CI has two cores, and the smoke test runs axe twice per page.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: servers.site.url,
    // Recording a trace of every test cost about a third of the suite's time on two cores; set
    // E2E_TRACE=1 to record them again (kept for failed tests) when a failure needs one.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: testChromiumLaunchOptions,
    // Without these an action or a navigation that never ends waits out the test's own timeout,
    // which for the smoke test's batches is many minutes; these are far above what any one takes.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
  projects: [
    {
      name: 'site',
      testIgnore: /(variant|nginx)\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], launchOptions: testChromiumLaunchOptions },
    },
    {
      name: 'variant',
      testMatch: /variant\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: servers.variant.url, launchOptions: testChromiumLaunchOptions },
    },
    {
      name: 'nginx',
      testMatch: /nginx\/.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], baseURL: servers.nginx.url, launchOptions: testChromiumLaunchOptions },
    },
  ],
  webServer: [
    ...serverFor('site', {
      command: `npx docusaurus serve --dir build --port ${servers.site.port} --host 127.0.0.1 --no-open`,
      url: servers.site.url,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    }),
    ...serverFor('variant', {
      command: `npx docusaurus serve --dir build-e2e --port ${servers.variant.port} --host 127.0.0.1 --no-open`,
      url: servers.variant.url,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    }),
    ...serverFor('nginx', {
      // The docs MCP server over Streamable HTTP, reading build/; nginx proxies /mcp to it.
      command: `node mcp/bin/linea-docs-mcp.mjs --http --host 127.0.0.1 --port ${servers.mcp.port} --build build`,
      port: servers.mcp.port,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    }),
    ...serverFor('nginx', {
      // Debian's nginx serving build/ with the generated production configuration.
      command: `npx tsx scripts/nginx-config.ts --listen 127.0.0.1:${servers.nginx.port} --mcp 127.0.0.1:${servers.mcp.port} --runtime-dir ${nginxRuntimeDir} --out ${nginxRuntimeDir}/site.conf && nginx -c ${nginxRuntimeDir}/site.conf`,
      url: `${servers.nginx.url}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    }),
  ],
});
