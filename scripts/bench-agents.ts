/**
 * Agent readiness of the production build, scored by afdocs (the Agent-Friendly Documentation
 * Spec checker) against the site as it is served in production: nginx with the generated
 * configuration, and the docs MCP server behind /mcp.
 *
 *   npm run build && npm run bench:agents [-- --port 3242 --mcp-port 3243]
 *
 * llms.txt links to the production origin, so afdocs rewrites those links to the local server
 * (--canonical-origin). The sample of pages is deterministic, so two runs on the same build test
 * the same pages.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';
import { generate } from './nginx-config';
import { site } from '../src/config/site';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
}

const port = Number(arg('port', process.env.E2E_NGINX_PORT ?? '3112'));
const mcpPort = Number(arg('mcp-port', process.env.E2E_MCP_PORT ?? '3113'));
const runtime = resolve('.generated/bench-agents');

function listening(p: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(p, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

async function waitFor(p: number, what: string, seconds = 90): Promise<void> {
  for (let i = 0; i < seconds * 2; i++) {
    if (await listening(p)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not start on port ${p}`);
}

async function main(): Promise<void> {
  for (const p of [port, mcpPort]) if (await listening(p)) throw new Error(`port ${p} is busy: pass --port / --mcp-port`);
  mkdirSync(runtime, { recursive: true });
  const children: ChildProcess[] = [];
  const stop = () => children.forEach((c) => c.kill('SIGTERM'));
  process.on('exit', stop);
  try {
    children.push(spawn(process.execPath, ['mcp/bin/linea-docs-mcp.mjs', '--http', '--port', String(mcpPort), '--build', 'build'], { stdio: 'ignore' }));
    await waitFor(mcpPort, 'the MCP server');
    const config = join(runtime, 'site.conf');
    writeFileSync(config, generate('build', { listen: `127.0.0.1:${port}`, serverName: 'localhost', runtimeDir: runtime, mcpUpstream: `127.0.0.1:${mcpPort}` }));
    children.push(spawn('nginx', ['-c', config], { stdio: 'ignore' }));
    await waitFor(port, 'nginx');
    const checked = spawnSync(
      'npx',
      ['afdocs', 'check', `http://127.0.0.1:${port}`, '--canonical-origin', site.url, '--sampling', 'deterministic', '--request-delay', '10', '--format', 'scorecard', '-q'],
      { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 },
    );
    const report = checked.stdout;
    if (!report.includes('Overall Score')) throw new Error(`afdocs failed: ${checked.stderr || report}`);
    writeFileSync(join(runtime, 'scorecard.txt'), report);
    const summary = report.split('\n').filter((l) => /Overall Score|\/ 100|^\s+(FAIL|WARN)\s/.test(l));
    console.log(summary.join('\n'));
    console.log(`\nFull scorecard: ${join(runtime, 'scorecard.txt')} (afdocs ${JSON.parse(readFileSync('node_modules/afdocs/package.json', 'utf8')).version})`);
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
