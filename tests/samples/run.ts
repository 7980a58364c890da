/**
 * The sample runner: replays the walk each page declares (tests/samples/README.md) in a scratch
 * folder, as a reader would, against local chains, and checks the outcome the page states.
 *
 *   tsx tests/samples/run.ts [file-or-folder ...]   (default: docs/ and tests/samples/fixtures/)
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { checkModuleFormat } from './check';
import { Checker } from './checker';
import { StallWatch, stallLimitMs, type Stall } from './stalls';
import { DEV_KEY, cacheDir, compileContract, hardhatDir, npmCache, placeContract, repoRoot, startNode, startPostman, startRateLimited, type LocalNode, type Postman, type RateLimitedEndpoint } from './chain';
import { WalkError, exportedName, installInputs, missingOutput, parseWalks, type Layer, type Step, type Walk } from './walk';

interface CommandResult {
  code: number | null;
  output: string;
  timedOut: boolean;
}

/** Runs one command as a reader's shell would, in the scratch folder. */
function runCommand(command: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    child.stdout.on('data', (b: Buffer) => (output += b.toString()));
    child.stderr.on('data', (b: Buffer) => (output += b.toString()));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      // The whole process group: npx starts tsx, which starts node.
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

const checker = new Checker();

/**
 * Moves a walk's fresh `node_modules` into the install cache and links it back, so the rest of the
 * walk runs as a cached one does. Copying took as long as the install for the larger SDKs (a
 * gigabyte of files), and deleting the scratch copy afterwards as long again. Across file systems,
 * where a move cannot be made, it is copied.
 */
async function keepInstalled(modules: string, cached: string): Promise<void> {
  await rm(cached, { recursive: true, force: true });
  try {
    renameSync(modules, cached);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(modules, cached, { recursive: true, verbatimSymlinks: true });
    await rm(modules, { recursive: true, force: true });
  }
  symlinkSync(cached, modules, 'dir');
}

/** The reader's environment: ours without npm's run-script variables, with a shared npm cache. */
function readerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_|^INIT_CWD$|^NODE_OPTIONS$|^VITEST/.test(key)) env[key] = value;
  }
  return { ...env, npm_config_cache: npmCache, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
}

class StepFailure extends Error {
  constructor(
    readonly step: Step,
    readonly detail: string,
    readonly output = '',
  ) {
    super(detail);
  }
}

function tail(text: string, lines = 60): string {
  const all = text.trimEnd().split('\n');
  return (all.length > lines ? [`… (${all.length - lines} earlier lines)`, ...all.slice(-lines)] : all).map((l) => `    | ${l}`).join('\n');
}

/** Checks a file the walk writes, by its kind; returns a problem or undefined. */
function checkDataFile(name: string, text: string): string | undefined {
  try {
    if (name.endsWith('.json')) JSON.parse(text);
    else if (name.endsWith('.toml')) parseToml(text);
    else if (/\.ya?ml$/.test(name)) parseYaml(text);
  } catch (error) {
    return `${name} does not parse: ${(error as Error).message}`;
  }
  return undefined;
}

interface Outcome {
  walk: Walk;
  ok: boolean;
  message: string;
  seconds: number;
}

/**
 * The key of a walk's installed folder in the cache: every command up to the last install, the npm
 * input files written before it, and the Node.js version (walks that write no such file keep their
 * old key). Walks with the same key share the folder, so they never run at the same time.
 */
function installKey(walk: Walk): { prefix: string[]; lastInstall: number; key: string } {
  const { commands: prefix, lastInstall, files: npmInputs } = installInputs(walk);
  const inputs = npmInputs.length > 0 ? [process.version, prefix, npmInputs] : [process.version, prefix];
  return { prefix, lastInstall, key: createHash('sha256').update(JSON.stringify(inputs)).digest('hex').slice(0, 16) };
}

async function runWalk(walk: Walk): Promise<Outcome> {
  const started = Date.now();
  // Installs get their own limit: a cold npm cache is slow, and that is no fault of the page.
  const installLimitMs = 600_000;
  let deadline: number | undefined;
  const scratch = mkdtempSync(join(tmpdir(), `sample-${walk.name}-`));
  const nodes: Partial<Record<Layer, LocalNode>> = {};
  let postman: Postman | undefined;
  let rateLimited: RateLimitedEndpoint | undefined;
  const log: string[] = [];
  try {
    for (const [layer, chainId] of Object.entries(walk.chains) as [Layer, number][]) nodes[layer] = await startNode(chainId);
    for (const contract of walk.contracts) await placeContract(nodes[contract.chain]!, contract);
    if (walk.postman) {
      const { l1, l2, claim } = walk.postman;
      postman = await startPostman(nodes.l1!, nodes.l2!, { l1: l1 as `0x${string}`, l2: l2 as `0x${string}` }, claim);
    }
    if (Object.values(walk.env).includes('rate-limited')) rateLimited = await startRateLimited();
    const supplied: Record<string, string> = {
      'dev-key': DEV_KEY,
      ...(nodes.l1 ? { l1: postman?.url ?? nodes.l1.url } : {}),
      ...(nodes.l2 ? { l2: nodes.l2.url } : {}),
      ...(rateLimited ? { 'rate-limited': rateLimited.url } : {}),
    };

    const { prefix, lastInstall, key } = installKey(walk);
    const installed = join(cacheDir, 'installs', key);
    const hit = lastInstall >= 0 && existsSync(join(installed, 'done'));
    if (hit) {
      for (const file of ['package.json', 'package-lock.json']) if (existsSync(join(installed, file))) cpSync(join(installed, file), join(scratch, file));
      if (existsSync(join(installed, 'node_modules'))) symlinkSync(join(installed, 'node_modules'), join(scratch, 'node_modules'), 'dir');
      log.push(`installs restored from cache ${key}`);
    }

    const env = readerEnv();
    const written: string[] = [];
    let index = -1;
    let cwd = scratch;
    let last: { step: Step; command: string; result: CommandResult } | undefined;
    /** Commands of a check-mode walk that were only syntax-checked, for `cd` to find the one that makes its folder. */
    const skipped: string[] = [];
    for (const step of walk.steps) {
      if (step.kind === 'file') {
        const path = join(cwd, step.file!);
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, step.text.endsWith('\n') ? step.text : `${step.text}\n`);
        written.push(relative(scratch, path));
        const problem = checkDataFile(step.file!, step.text);
        if (problem) throw new StepFailure(step, problem);
        continue;
      }
      if (step.kind === 'output') {
        if (walk.mode === 'check' || !last || last.step !== walk.steps[walk.steps.indexOf(step) - 1]) continue;
        const missing = missingOutput(step.text, last.result.output);
        if (missing.length > 0) {
          throw new StepFailure(step, `\`${last.command}\` did not print what the page says (missing: ${missing.map((m) => JSON.stringify(m)).join(', ')})`, last.result.output);
        }
        continue;
      }
      for (const command of step.commands!) {
        index++;
        if (hit && index <= lastInstall) continue;
        const name = exportedName(command);
        if (name) {
          env[name] = supplied[walk.env[name]!];
          continue;
        }
        const cd = /^cd\s+(\S+)$/.exec(command);
        if (cd) {
          const target = join(cwd, cd[1]!);
          // In check mode the command that makes the folder (forge init, git clone...) only had its
          // syntax checked, so the folder is made here for the steps that follow, when an earlier
          // skipped command names it: a misspelt folder still fails.
          if (walk.mode === 'check' && !existsSync(target)) {
            if (!skipped.some((earlier) => earlier.split(/\s+/).includes(cd[1]!))) {
              throw new StepFailure(step, `\`${command}\`: no folder ${cd[1]} exists and no earlier command makes it`, '');
            }
            mkdirSync(target, { recursive: true });
          }
          cwd = target;
          continue;
        }
        const runs = walk.mode === 'full' || index <= lastInstall || /^npm\s+pkg\s/.test(command);
        if (!runs) {
          const syntax = await runCommand(`bash -n <<'__SAMPLE__'\n${command}\n__SAMPLE__`, cwd, env, 10_000);
          if (syntax.code !== 0) throw new StepFailure(step, `\`${command}\` is not a valid shell command`, syntax.output);
          skipped.push(command);
          continue;
        }
        const installing = index <= lastInstall;
        if (!installing) deadline ??= Date.now() + walk.timeoutSeconds * 1000;
        const limit = installing ? installLimitMs : Math.max(deadline! - Date.now(), 1000);
        const result = await runCommand(command, cwd, env, limit);
        last = { step, command, result };
        if (result.timedOut) {
          const allowed = installing ? `${installLimitMs / 1000} s an install may take` : `walk's ${walk.timeoutSeconds} s`;
          throw new StepFailure(step, `\`${command}\` did not finish within the ${allowed}`, result.output);
        }
        if (result.code !== 0) throw new StepFailure(step, `\`${command}\` exited with ${result.code}`, result.output);
        if (index === lastInstall && !hit) {
          mkdirSync(installed, { recursive: true });
          for (const file of ['package.json', 'package-lock.json']) if (existsSync(join(scratch, file))) cpSync(join(scratch, file), join(installed, file));
          if (existsSync(join(scratch, 'node_modules'))) await keepInstalled(join(scratch, 'node_modules'), join(installed, 'node_modules'));
          writeFileSync(join(installed, 'done'), `${prefix.join('\n')}\n`);
        }
      }
    }
    // What a check-only walk can still prove: its programs type-check and its contracts compile.
    if (walk.mode === 'check') {
      const fileStep = (file: string): Step => walk.steps.find((s) => s.file === file) ?? walk.steps[0]!;
      const ts = written.filter((f) => /\.(ts|tsx|mts)$/.test(f));
      if (ts.length > 0) {
        const format = checkModuleFormat(scratch, ts);
        if (format) throw new StepFailure(fileStep(ts[0]!), 'a script does not compile in the module format tsx would use', format);
        const problems = await checker.check('typescript', scratch, ts);
        if (problems) throw new StepFailure(fileStep(ts[0]!), 'the TypeScript files do not type-check', problems);
      }
      for (const sol of written.filter((f) => f.endsWith('.sol'))) {
        const problems = await checker.check('solidity', scratch, [sol]);
        if (problems) throw new StepFailure(fileStep(sol), `${sol} does not compile`, problems);
      }
    }
    return { walk, ok: true, message: log.join('; '), seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    const seconds = (Date.now() - started) / 1000;
    if (error instanceof StepFailure) {
      return {
        walk,
        ok: false,
        message: `${walk.page}:${error.step.line}: ${error.detail}${error.output ? `\n${tail(error.output)}` : ''}`,
        seconds,
      };
    }
    return { walk, ok: false, message: `${walk.page}: ${(error as Error).stack ?? String(error)}`, seconds };
  } finally {
    await postman?.stop();
    await rateLimited?.stop();
    for (const node of Object.values(nodes)) await node.stop();
    // Asynchronously: a walk's own installs can leave a large tree, and the walk beside it runs on.
    await rm(scratch, { recursive: true, force: true });
  }
}

function pagesUnder(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .sort()
    .flatMap((name) => pagesUnder(join(path, name)))
    .filter((p) => /\.mdx?$/.test(p));
}

/**
 * How many walks run at a time: `SAMPLES_JOBS`, else 2. Two at a time took the cold run from 433 s
 * to about 320 s in CI on two cores: walks spend much of their time waiting on npm and on their
 * local nodes. The runner's own work stays short (type-checks and compiles run in the check
 * process), so the postman and the 429 endpoint answer the walk beside it; the run fails if the
 * runner's event loop was held longer than `stallLimitMs()` while walks ran side by side.
 */
function jobCount(env = process.env): number {
  const raw = env.SAMPLES_JOBS;
  if (raw === undefined || raw === '') return 2;
  const jobs = Number(raw);
  if (!Number.isInteger(jobs) || jobs < 1) throw new Error(`SAMPLES_JOBS must be a whole number of 1 or more, not ${JSON.stringify(raw)}`);
  return jobs;
}

/** How the report and the stall watch name a walk. */
const labelOf = (walk: Walk): string => `${walk.page} [${walk.name}]`;

/**
 * Runs the walks, up to `jobs` at a time, and yields each outcome in the walks' order (so the report
 * reads the same whatever finishes first). A walk waits for any running walk that shares its
 * installed folder (`installKey`).
 */
async function* runAll(walks: readonly Walk[], jobs: number, stalls: StallWatch): AsyncGenerator<{ walk: Walk; outcome: Outcome }> {
  const outcomes: Promise<Outcome>[] = [];
  const lastOfKey = new Map<string, Promise<unknown>>();
  let running = 0;
  const waiting: (() => void)[] = [];
  const slot = async () => {
    if (running < jobs) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  for (const walk of walks) {
    const { key, lastInstall } = installKey(walk);
    // Walks that install nothing share no folder.
    const shared = lastInstall >= 0 ? key : `none ${outcomes.length}`;
    const before = lastOfKey.get(shared) ?? Promise.resolve();
    const outcome = before.then(async () => {
      await slot();
      const started = Date.now();
      const label = labelOf(walk);
      stalls.begin(label);
      try {
        return await runWalk(walk);
      } catch (error) {
        // An error runWalk does not report itself (its scratch folder or clean-up): the walk fails, and the others run on.
        return { walk, ok: false, message: `${walk.page}: ${(error as Error).stack ?? String(error)}`, seconds: (Date.now() - started) / 1000 };
      } finally {
        stalls.end(label);
        release();
      }
    });
    lastOfKey.set(shared, outcome);
    outcomes.push(outcome);
  }
  for (const [n, outcome] of outcomes.entries()) yield { walk: walks[n]!, outcome: await outcome };
}

async function main(): Promise<void> {
  const started = Date.now();
  const targets = process.argv.slice(2);
  const roots = targets.length > 0 ? targets : [join(repoRoot, 'docs'), join(repoRoot, 'tests', 'samples', 'fixtures')];
  const walks: Walk[] = [];
  const unparsable: string[] = [];
  for (const file of roots.flatMap(pagesUnder)) {
    try {
      walks.push(...parseWalks(relative(repoRoot, file), readFileSync(file, 'utf8')));
    } catch (error) {
      if (!(error instanceof WalkError)) throw error;
      unparsable.push(error.message);
    }
  }
  for (const message of unparsable) console.log(`FAIL ${message}`);

  let passed = 0;
  let failed = unparsable.length;
  const counts = { full: 0, check: 0, selfTest: 0 };
  const jobs = jobCount();
  // Walks side by side would install Hardhat at once: install it first. One at a time, the first
  // walk with chains installs it, and a failed install fails only the walks that need it.
  if (jobs > 1 && walks.some((walk) => Object.keys(walk.chains).length > 0)) hardhatDir();
  // Test contracts compile in this process (solc takes over a second to load), before any walk's
  // servers run. One that does not compile is left to the walks that place it, which report it.
  for (const name of new Set(walks.flatMap((walk) => [...walk.contracts.map((c) => c.name), ...(walk.postman ? ['MessageServiceDouble'] : [])]))) {
    try {
      compileContract(name);
    } catch {
      // reported by the walks that place it
    }
  }
  const stallLimit = stallLimitMs();
  const stalls = new StallWatch();
  try {
    for await (const { walk, outcome } of runAll(walks, jobs, stalls)) {
      const label = labelOf(walk);
      if (walk.expectFailure !== undefined) {
        counts.selfTest++;
        const caught = !outcome.ok && outcome.message.includes(walk.expectFailure);
        if (caught) passed++;
        else failed++;
        console.log(`${caught ? 'ok  ' : 'FAIL'} ${label} must fail with "${walk.expectFailure}" (${outcome.seconds.toFixed(1)} s)${caught ? '' : `\n${outcome.ok ? '    it passed' : outcome.message}`}`);
        continue;
      }
      counts[walk.mode === 'full' ? 'full' : 'check']++;
      if (outcome.ok) passed++;
      else failed++;
      const how = walk.mode === 'full' ? 'run fully' : `checked only: ${walk.reason}`;
      console.log(`${outcome.ok ? 'ok  ' : 'FAIL'} ${label} ${how} (${outcome.seconds.toFixed(1)} s)${outcome.ok ? '' : `\n${outcome.message}`}`);
    }
  } finally {
    checker.close();
    stalls.stop();
  }
  const held = (stall: Stall) => `${(stall.ms / 1000).toFixed(1)} s${stall.walks.length > 0 ? ` (running: ${stall.walks.join(', ')})` : ''}`;
  console.log(
    `\nsamples: ${counts.full} run fully, ${counts.check} checked only, ${counts.selfTest} runner self-tests, ${unparsable.length} pages unparsable; ${jobs} at a time, wall time ${((Date.now() - started) / 1000).toFixed(1)} s; longest hold of the runner's event loop ${held(stalls.longest)}`,
  );
  // With walks side by side, a long hold can decide another walk's fate: the local postman and 429
  // endpoint answered nothing meanwhile, so that walk may have passed or failed by chance.
  if (stalls.longestSideBySide.ms > stallLimit) {
    failed++;
    console.log(
      `FAIL the runner's event loop was held for ${held(stalls.longestSideBySide)} with walks side by side (limit ${stallLimit / 1000} s, SAMPLES_STALL_LIMIT_MS): synchronous work in the runner (which belongs in the check process), or a machine starved of CPU or memory`,
    );
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
