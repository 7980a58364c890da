/**
 * How the sample runner reads a page's walk (tests/samples/walk.ts): the convention, and the
 * reasons it gives for a walk it cannot run. The runner's end-to-end self-test, the bridge-ETH
 * deposit before its module-format fix, lives in tests/samples/fixtures/ and runs with
 * `npm run test:samples`; this file checks that the fixture still declares exactly that failure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WalkError, installInputs, missingOutput, parseMeta, parseWalks, shellCommands } from '../samples/walk';
import { docFiles, repoRoot } from './support/docs';

const page = (front: string, body: string): string => `---\ntitle: T\n${front}---\n\n${body}`;
const fence = (lang: string, meta: string, text: string): string => `\`\`\`${lang} ${meta}\n${text}\n\`\`\`\n\n`;

describe('walk convention', () => {
  it('reads files, shell steps and the expected output in page order, with their lines', () => {
    const source = page(
      'samples:\n  hello:\n    env: { PRIVATE_KEY: dev-key, RPC_URL: l2 }\n    chains: { l2: 59144 }\n',
      fence('bash', 'sample="hello"', 'npm init -y\nnpm install viem@2.57.20 \\\n  tsx@4.23.15') +
        fence('bash', 'sample="hello"', 'export PRIVATE_KEY="<KEY>"\nexport RPC_URL="<URL>"') +
        fence('ts', 'title="hello.ts" sample="hello"', 'console.log("hi")') +
        fence('bash', 'sample="hello"', '# comment\nnpx tsx hello.ts') +
        fence('text', 'sample="hello" output', 'hi …'),
    );
    const [walk] = parseWalks('p.mdx', source);
    expect(walk!.steps.map((s) => [s.kind, s.line])).toEqual([
      ['shell', 9],
      ['shell', 15],
      ['file', 20],
      ['shell', 24],
      ['output', 29],
    ]);
    expect(walk!.steps[0]!.commands).toEqual(['npm init -y', 'npm install viem@2.57.20   tsx@4.23.15']);
    expect(walk!.mode).toBe('full');
  });

  it('parses fence meta and shell commands', () => {
    expect(parseMeta('title="a b.ts" sample=x typecheck')).toEqual({ title: 'a b.ts', sample: 'x', typecheck: '' });
    expect(shellCommands('$ npm test\n\n# note\nls')).toEqual(['npm test', 'ls']);
  });

  it('keys the install cache by the commands up to the last install and the package.json written before it', () => {
    const walkOf = (manifest: string) =>
      parseWalks(
        'p.mdx',
        page(
          'samples:\n  app: {}\n',
          fence('json', 'title="package.json" sample="app"', manifest) +
            fence('bash', 'sample="app"', 'npm install') +
            fence('ts', 'title="a.ts" sample="app"', 'x') +
            fence('json', 'title="package.json" sample="app"', '{}') +
            fence('bash', 'sample="app"', 'npm run build'),
        ),
      )[0]!;
    expect(installInputs(walkOf('{"dependencies":{"viem":"2.57.20"}}'))).toEqual({
      commands: ['npm install'],
      lastInstall: 0,
      files: [['package.json', '{"dependencies":{"viem":"2.57.20"}}']],
    });
    const commandsOnly = parseWalks('p.mdx', page('samples:\n  a: {}\n', fence('bash', 'sample="a"', 'npm init -y\nnpm install viem@2.57.20\nnode a.js')))[0]!;
    expect(installInputs(commandsOnly)).toEqual({ commands: ['npm init -y', 'npm install viem@2.57.20'], lastInstall: 1, files: [] });
  });

  it('matches output lines in order, with … for varying text', () => {
    expect(missingOutput('Deposit 0x…: nonce …\nDone.', 'noise\nDeposit 0xab: nonce 3\nmore\nDone.')).toEqual([]);
    expect(missingOutput('Done.\nDeposit …', 'Deposit 1\nDone.')).toEqual(['Deposit …']);
    // Colour codes of a tool that colours its output (FORCE_COLOR in CI) are not part of the text.
    expect(missingOutput('vite v8.3.8 building client environment for production...\n✓ built in …', '\x1b[36mvite v8.3.8 \x1b[32mbuilding client environment for production...\x1b[36m\x1b[39m\n\x1b[32m✓ built in 809ms\x1b[39m')).toEqual([]);
    expect(missingOutput('a.b', 'axb')).toEqual(['a.b']);
  });
});

describe('a walk the runner cannot run fails with the reason and the line', () => {
  const cases: [string, string, string, RegExp][] = [
    ['tagged fence without declaration', '', fence('bash', 'sample="x"', 'ls'), /:5: .*declares no samples/],
    ['unknown walk name', 'samples:\n  a: {}\n', fence('bash', 'sample="b"', 'ls'), /:7: sample="b" names no walk/],
    ['file fence without a title', 'samples:\n  a: {}\n', fence('ts', 'sample="a"', 'x') + fence('bash', 'sample="a"', 'ls'), /:7: .*needs title=/],
    ['output with nothing before it', 'samples:\n  a: {}\n', fence('text', 'sample="a" output', 'x'), /:7: an output fence must follow a shell fence/],
    ['no command', 'samples:\n  a: {}\n', fence('ts', 'title="a.ts" sample="a"', 'x'), /has no shell fence/],
    ['variable set but not supplied', 'samples:\n  a: {}\n', fence('bash', 'sample="a"', 'export KEY=1\nls'), /:7: the page sets KEY/],
    ['variable supplied but never set', 'samples:\n  a: { env: { KEY: dev-key } }\n', fence('bash', 'sample="a"', 'ls'), /supplies KEY, but no shell step/],
    ['unknown supply', 'samples:\n  a: { env: { KEY: mainnet-key } }\n', fence('bash', 'sample="a"', 'export KEY=1'), /env.KEY must be one of/],
    ['check without a reason', 'samples:\n  a: { run: check }\n', fence('bash', 'sample="a"', 'ls'), /needs a reason/],
    ['endpoint of a chain not started', 'samples:\n  a: { env: { U: l1 } }\n', fence('bash', 'sample="a"', 'export U=1'), /supplies l1 but chains does not start it/],
    ['title escaping the folder', 'samples:\n  a: {}\n', fence('ts', 'title="../x.ts" sample="a"', 'x') + fence('bash', 'sample="a"', 'ls'), /is not a relative file name/],
    ['unknown key', 'samples:\n  a: { runs: full }\n', fence('bash', 'sample="a"', 'ls'), /unknown key "runs"/],
  ];
  it.each(cases)('%s', (_label, front, body, message) => {
    expect(() => parseWalks('p.mdx', page(front, body))).toThrow(WalkError);
    expect(() => parseWalks('p.mdx', page(front, body))).toThrow(message);
  });
});

describe('the pages', () => {
  it('every declared walk parses', () => {
    const walks = docFiles().flatMap((d) => parseWalks(d.file, d.text));
    expect(walks.length).toBeGreaterThan(0);
  }, 60_000);

  it('the module-format self-test replays the bridge-ETH deposit without "type": "module" and expects tsx to refuse it', () => {
    const file = 'tests/samples/fixtures/bridge-eth-module-format.mdx';
    const [walk] = parseWalks(file, readFileSync(join(repoRoot, file), 'utf8'));
    expect(walk!.expectFailure).toBe('Top-level await is currently not supported with the "cjs" output format');
    const commands = walk!.steps.flatMap((s) => s.commands ?? []);
    expect(commands).not.toContain('npm pkg set type=module');
    expect(commands.at(-1)).toBe('npx tsx deposit-eth.ts');
    // The script itself is the guide's, so the fixture fails for the guide's old reason only.
    const guide = readFileSync(join(repoRoot, 'docs/get-started/how-to/bridge/how-to-bridge-eth.mdx'), 'utf8');
    const fixed = parseWalks('guide', guide).find((w) => w.name === 'deposit-eth')!;
    expect(fixed.steps.flatMap((s) => s.commands ?? [])).toContain('npm pkg set type=module');
    const script = (w: typeof walk) => w!.steps.find((s) => s.file === 'deposit-eth.ts')!.text;
    expect(script(walk).replace('http()', 'http(process.env.LINEA_SEPOLIA_RPC_URL)')).toBe(script(fixed));
  });
});
