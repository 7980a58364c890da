/**
 * The request samples are run, not just read: each program is executed against a JSON-RPC server
 * on 127.0.0.1 and must deliver the body the console would send. The Python and Node.js samples
 * run in one interpreter per language (tests/unit/support/run-*-samples), each as its own file
 * would run. Go is not installed here, so its sample is checked for the exact body text and a
 * well-formed program instead.
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeLanguages } from '../../src/config/code-languages';
import { rpcMethods } from '../../src/data/rpc';
import { codeSampleGenerators, curlSample, goSample, nodeSample, pythonSample, shellQuote } from '../../src/lib/rpc-code-samples';
import { buildRpcRequest, type RpcRequest } from '../../src/lib/rpc-request';

const run = promisify(execFile);

interface Received {
  path: string;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let base = '';
const received = new Map<string, Received>();

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.set(req.url ?? '', { path: req.url ?? '', contentType: req.headers['content-type'], body });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [ran.python, ran.node] = await Promise.all([
    runAll('python3', 'run-python-samples.py', [hasRequests ? '1' : '0', ...writeSamples('python', 'py', pythonSample), ...Object.values(brokenSamples.python)]),
    runAll('node', 'run-node-samples.mjs', [...writeSamples('nodejs', 'mjs', nodeSample), ...Object.values(brokenSamples.node)]),
  ]);
}, 120_000);

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const tricky = ["it's a `quoted` \\ \"string\" with ü and\na newline", { nested: [true, false, null, 0] }];
const cases: [string, string, readonly unknown[]][] = [
  ...rpcMethods.map((m) => [m.name, m.name, m.examples[0]!.params] as [string, string, readonly unknown[]]),
  ['characters that need quoting', 'test_quoting', tricky],
];

const hasRequests = spawnSync('python3', ['-c', 'import requests']).status === 0;
const work = mkdtempSync(join(tmpdir(), 'rpc-samples-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function requestFor(label: string, method: string, params: readonly unknown[], lang: string): RpcRequest {
  return buildRpcRequest(`${base}/${lang}/${encodeURIComponent(label)}`, method, params);
}

const fileFor = (label: string, extension: string) => join(work, `${label.replace(/\W+/g, '_')}.${extension}`);

/** Writes every case's sample in one language; returns the files in the cases' order. */
function writeSamples(lang: string, extension: string, generate: (request: RpcRequest) => string): string[] {
  return cases.map(([label, method, params]) => {
    const file = fileFor(label, extension);
    writeFileSync(file, generate(requestFor(label, method, params, lang)));
    return file;
  });
}

/** What a runner saw of one file: a parse error, an error it threw, what it printed. */
interface Outcome {
  parseError?: string;
  error?: string;
  stdout?: string;
}

const ran: { python: Map<string, Outcome>; node: Map<string, Outcome> } = { python: new Map(), node: new Map() };

/** Runs one language's files in its runner; the runner writes its outcomes to a file of its own. */
async function runAll(command: string, runner: string, args: string[]): Promise<Map<string, Outcome>> {
  const results = join(work, `${runner}.json`);
  await run(command, [join(__dirname, 'support', runner), results, ...args], { maxBuffer: 64 * 1024 * 1024 });
  return new Map(Object.entries(JSON.parse(readFileSync(results, 'utf8')) as Record<string, Outcome>));
}

/** Samples that must fail, run in the same batches: a runner that lost failures would pass them. */
const brokenSamples = {
  python: {
    raises: join(work, 'broken_raises.py'),
    exits: join(work, 'broken_exits.py'),
    unparsable: join(work, 'broken_unparsable.py'),
  },
  node: { throws: join(work, 'broken_throws.mjs'), rejects: join(work, 'broken_rejects.mjs') },
};
writeFileSync(brokenSamples.python.raises, 'print("before")\nraise ValueError("the node refused")\n');
writeFileSync(brokenSamples.python.exits, 'import sys\nsys.exit(3)\n');
writeFileSync(brokenSamples.python.unparsable, 'payload = {"id": 1\n');
writeFileSync(brokenSamples.node.throws, 'console.log("before");\nthrow new Error("the node refused");\n');
writeFileSync(brokenSamples.node.rejects, 'await Promise.reject(new TypeError("fetch failed"));\n');

function expectDelivered(request: RpcRequest, exact: boolean): void {
  const got = received.get(new URL(request.url).pathname);
  expect(got, `no request reached ${request.url}`).toBeDefined();
  expect(got!.contentType).toMatch(/^application\/json/);
  if (exact) expect(got!.body).toBe(request.body);
  else expect(JSON.parse(got!.body)).toEqual(JSON.parse(request.body));
}

describe('the language set', () => {
  it('has a generator for every language and nothing else', () => {
    expect(Object.keys(codeSampleGenerators).sort()).toEqual(codeLanguages.map((l) => l.id).sort());
  });
});

// The curl sample runs in bash per test, and the Python and Node.js runners start before all of them: a busy machine can take seconds to start one.
describe.each(cases)('samples for %s', { timeout: 30_000 }, (label, method, params) => {
  it('curl passes bash -n and sends the body byte for byte', async () => {
    const request = requestFor(label, method, params, 'curl');
    const code = curlSample(request);
    expect(spawnSync('bash', ['-n'], { input: code, encoding: 'utf8' }).stderr).toBe('');
    await run('bash', ['-c', code.replace(/^curl /, 'curl -sS ')]);
    expectDelivered(request, true);
  });

  it('Python parses and, with requests installed, sends the same JSON', () => {
    const outcome = ran.python.get(fileFor(label, 'py'));
    expect(outcome, 'the Python runner did not report this sample').toBeDefined();
    expect(outcome!.parseError).toBeUndefined();
    if (!hasRequests) return;
    expect(outcome!.error).toBeUndefined();
    expectDelivered(requestFor(label, method, params, 'python'), false);
  });

  it('Node.js parses and sends the same JSON', () => {
    const request = requestFor(label, method, params, 'nodejs');
    const parsed = ts.transpileModule(nodeSample(request), { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
    expect(parsed.diagnostics ?? []).toEqual([]);
    const outcome = ran.node.get(fileFor(label, 'mjs'));
    expect(outcome, 'the Node.js runner did not report this sample').toBeDefined();
    expect(outcome!.error).toBeUndefined();
    expect(outcome!.stdout).toContain('200');
    expectDelivered(request, false);
  });

  it('Go embeds the exact body in a well-formed program', () => {
    const request = requestFor(label, method, params, 'go');
    const code = goSample(request);
    expect(code).toMatch(/^package main\n/);
    const literal = /body := \[\]byte\((`[^`]*`|"(?:[^"\\]|\\.)*")\)/.exec(code)?.[1];
    expect(literal).toBeDefined();
    const text = literal!.startsWith('`') ? literal!.slice(1, -1) : (JSON.parse(literal!) as string);
    expect(text).toBe(request.body);
    expect(code).toContain(`http.Post(${JSON.stringify(request.url)}, "application/json"`);
    const withoutStrings = code.replace(/`[^`]*`|"(?:[^"\\]|\\.)*"/g, '""');
    for (const [open, close] of [['{', '}'], ['(', ')']] as const) {
      expect(withoutStrings.split(open).length, `${open}${close} balance`).toBe(withoutStrings.split(close).length);
    }
  });
});

describe('the runners', () => {
  it('report a Python sample that raises, exits with a failure or does not parse', () => {
    expect(ran.python.get(brokenSamples.python.unparsable)?.parseError).toMatch(/never closed|unexpected EOF/);
    if (!hasRequests) return;
    expect(ran.python.get(brokenSamples.python.raises)).toMatchObject({ error: 'ValueError: the node refused', stdout: 'before\n' });
    expect(ran.python.get(brokenSamples.python.exits)?.error).toBe('exited with 3');
  });

  it('report a Node.js sample that throws or rejects, with what it printed before', () => {
    expect(ran.node.get(brokenSamples.node.throws)).toMatchObject({ error: expect.stringContaining('Error: the node refused'), stdout: 'before\n' });
    expect(ran.node.get(brokenSamples.node.rejects)?.error).toContain('TypeError: fetch failed');
  });
});

describe('shellQuote', () => {
  it('leaves plain words alone and single-quotes the rest', () => {
    expect(shellQuote('https://rpc.linea.build')).toBe('https://rpc.linea.build');
    expect(shellQuote("a'b")).toBe(`'a'\\''b'`);
    expect(shellQuote('x y')).toBe("'x y'");
  });
});
