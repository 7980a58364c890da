/**
 * The local chains the samples talk to: Hardhat's node (a real EVM with Prague, so EIP-7702, and
 * a configurable chain ID), installed from npm into the samples cache, started once per layer;
 * our test contracts compiled with the solc package and placed at the addresses the pages use;
 * and a postman that relays messages sent on the local L1 to the local L2, as Linea's does.
 *
 * Hardhat 2 rather than 3: Hardhat 3 (and the EDR engine it ships with) refuses to start on
 * Node.js older than 22.13, and this project supports Node.js 20.19. Hardhat 2.29's node runs the
 * same EDR engine family on Node.js 20.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  parseEventLogs,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { Layer, PlacedContract } from './walk';

export const HARDHAT_VERSION = '2.29.1';
/** Hardhat's first and second default accounts: publicly known keys, funded only on local nodes. */
export const DEV_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const POSTMAN_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

const here = __dirname;
export const repoRoot = join(here, '..', '..');
export const cacheDir = join(repoRoot, 'node_modules', '.cache', 'samples');
export const npmCache = join(cacheDir, 'npm');

/** Installs Hardhat once into the cache; later runs reuse it. */
export function hardhatDir(): string {
  const dir = join(cacheDir, 'tools', `hardhat-${HARDHAT_VERSION}`);
  const cli = join(dir, 'node_modules', 'hardhat', 'internal', 'cli', 'cli.js');
  if (!existsSync(cli)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
    const result = spawnSync('npm', ['install', `hardhat@${HARDHAT_VERSION}`, '--no-audit', '--no-fund', '--cache', npmCache], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`npm install hardhat@${HARDHAT_VERSION} failed:\n${result.stdout}${result.stderr}`);
  }
  // The chain ID comes from the environment, so one config serves every node. It is written only
  // when it differs, and whole (a rename), so a node starting beside this call never reads half of it.
  const config = join(dir, 'hardhat.config.js');
  const text = "module.exports = { networks: { hardhat: { chainId: Number(process.env.SAMPLES_CHAIN_ID), hardfork: 'prague' } } };\n";
  if (!existsSync(config) || readFileSync(config, 'utf8') !== text) {
    writeFileSync(`${config}.${process.pid}.tmp`, text);
    renameSync(`${config}.${process.pid}.tmp`, config);
  }
  return dir;
}

/** Ports this run has handed out: walks run side by side, and each node must get a port of its own. */
const handedOut = new Set<number>();

/**
 * A port nothing listens on, never one handed out before in this run: the port is free again once
 * this check closes it, until the node that gets it binds it, and two walks start nodes at once.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await unusedPort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    return port;
  }
}

function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface LocalNode {
  url: string;
  chainId: number;
  stop(): Promise<void>;
}

/** Starts `hardhat node` with the chain ID and waits until it answers eth_chainId. */
export async function startNode(chainId: number): Promise<LocalNode> {
  const dir = hardhatDir();
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [join(dir, 'node_modules', 'hardhat', 'internal', 'cli', 'cli.js'), 'node', '--hostname', '127.0.0.1', '--port', String(port)], {
    cwd: dir,
    env: { ...process.env, SAMPLES_CHAIN_ID: String(chainId), HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr?.on('data', (b: Buffer) => (log += b.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hardhat node exited with ${child.exitCode}:\n${log}`);
    try {
      const id = await rpc(url, 'eth_chainId', []);
      if (Number(id) === chainId) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`hardhat node did not answer within 60 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    chainId,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

export async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
}

export interface Compiled {
  abi: Abi;
  bytecode: Hex;
  deployedBytecode: Hex;
}

/** Compiled contracts, and the errors of those that did not compile: solc runs once per contract and run. */
const compiledCache = new Map<string, Compiled | Error>();

/** Compiles tests/samples/contracts/<name>.sol with the solc package; throws its errors. */
export function compileContract(name: string): Compiled {
  let compiled = compiledCache.get(name);
  if (!compiled) {
    try {
      compiled = compileWithSolc(name);
    } catch (error) {
      compiled = error as Error;
    }
    compiledCache.set(name, compiled);
  }
  if (compiled instanceof Error) throw compiled;
  return compiled;
}

function compileWithSolc(name: string): Compiled {
  const file = `${name}.sol`;
  const input = {
    language: 'Solidity',
    sources: { [file]: { content: readFileSync(join(here, 'contracts', file), 'utf8') } },
    settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } } },
  };
  const solc = createRequire(__filename)('solc') as { compile(input: string): string };
  const output = JSON.parse(solc.compile(JSON.stringify(input))) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts?: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'));
  const contract = output.contracts?.[file]?.[name];
  if (!contract) throw new Error(`${file} defines no contract ${name}`);
  return {
    abi: contract.abi,
    bytecode: `0x${contract.evm.bytecode.object}` as Hex,
    deployedBytecode: `0x${contract.evm.deployedBytecode.object}` as Hex,
  };
}

/**
 * Puts the contract's runtime code at the page's address, with ETH to pay out claims. Placing code
 * runs no constructor, so a contract that needs state or past events (logs the page's code
 * queries) declares `setUp()`, which the runner calls once, from a local account the walks do not
 * use, before the walk starts.
 */
export async function placeContract(node: LocalNode, contract: PlacedContract): Promise<void> {
  const { abi, deployedBytecode } = compileContract(contract.name);
  await rpc(node.url, 'hardhat_setCode', [contract.at, deployedBytecode]);
  await rpc(node.url, 'hardhat_setBalance', [contract.at, '0x56bc75e2d63100000']);
  const hasSetUp = abi.some((item) => item.type === 'function' && item.name === 'setUp' && item.inputs.length === 0);
  if (!hasSetUp) return;
  const accounts = (await rpc(node.url, 'eth_accounts', [])) as Address[];
  const from = accounts[accounts.length - 1];
  const hash = (await rpc(node.url, 'eth_sendTransaction', [
    { from, to: contract.at, data: encodeFunctionData({ abi, functionName: 'setUp' }) },
  ])) as Hex;
  const receipt = (await rpc(node.url, 'eth_getTransactionReceipt', [hash])) as { status: Hex } | null;
  if (receipt?.status !== '0x1') throw new Error(`${contract.name}.setUp() at ${contract.at} did not succeed`);
}

export interface RateLimitedEndpoint {
  url: string;
  stop(): Promise<void>;
}

/**
 * A URL that refuses every request with HTTP 429 Too Many Requests, as a throttled provider does,
 * so a page can show its code moving on to another endpoint.
 */
export async function startRateLimited(): Promise<RateLimitedEndpoint> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(429, { 'content-type': 'text/plain' });
      res.end('Too Many Requests');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface Postman {
  url: string;
  relayed: number;
  stop(): Promise<void>;
}

/**
 * A JSON-RPC endpoint in front of the L1 node. It forwards every request; when a transaction
 * sent through it emits MessageSent from the L1 message service, it anchors and claims the
 * message on L2 before answering, so the sample sees the claim as soon as it looks.
 */
export async function startPostman(l1: LocalNode, l2: LocalNode, addresses: Record<Layer, Address>, claim = true): Promise<Postman> {
  const { abi } = compileContract('MessageServiceDouble');
  const l1Client = createPublicClient({ transport: http(l1.url) });
  const l2Client = createPublicClient({ transport: http(l2.url) });
  const account = privateKeyToAccount(POSTMAN_KEY);
  const l2Wallet = createWalletClient({ account, transport: http(l2.url) });
  const l2Chain = { id: l2.chainId, name: 'local L2', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [l2.url] } } };
  const state = { relayed: 0 };

  async function relay(hash: Hex): Promise<void> {
    const receipt = await l1Client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    const logs = parseEventLogs({ abi, logs: receipt.logs, eventName: 'MessageSent' }).filter(
      (log) => log.address.toLowerCase() === addresses.l1.toLowerCase(),
    );
    for (const log of logs) {
      const args = log.args as { _from: Address; _to: Address; _fee: bigint; _value: bigint; _nonce: bigint; _calldata: Hex; _messageHash: Hex };
      const anchor = await l2Wallet.writeContract({ chain: l2Chain, address: addresses.l2, abi, functionName: 'anchorMessage', args: [args._messageHash] });
      await l2Client.waitForTransactionReceipt({ hash: anchor, pollingInterval: 50 });
      if (!claim) continue;
      const claimed = await l2Wallet.writeContract({
        chain: l2Chain,
        address: addresses.l2,
        abi,
        functionName: 'claimMessage',
        args: [args._from, args._to, args._fee, args._value, account.address, args._calldata, args._nonce],
      });
      await l2Client.waitForTransactionReceipt({ hash: claimed, pollingInterval: 50 });
      state.relayed++;
    }
  }

  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      void (async () => {
        const upstream = await fetch(l1.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        const text = await upstream.text();
        try {
          const requests = [JSON.parse(body)].flat() as { method?: string; id?: unknown }[];
          const answers = [JSON.parse(text)].flat() as { id?: unknown; result?: unknown }[];
          for (const request of requests.filter((r) => r.method === 'eth_sendRawTransaction' || r.method === 'eth_sendTransaction')) {
            const answer = answers.find((a) => a.id === request.id);
            if (typeof answer?.result === 'string') await relay(answer.result as Hex);
          }
        } catch (error) {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(`postman failed: ${(error as Error).message}`);
          return;
        }
        res.writeHead(upstream.status, { 'content-type': 'application/json' });
        res.end(text);
      })();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    get relayed() {
      return state.relayed;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
