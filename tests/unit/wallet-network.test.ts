import { describe, expect, it, vi } from 'vitest';
import { networks } from '../../src/data/networks';
import {
  addEthereumChainParameter,
  addOrSwitchNetwork,
  injectedProvider,
  outcomeMessage,
  switchEthereumChainParameter,
  walletErrorCode,
  type AddNetworkOutcome,
  type Eip1193Provider,
} from '../../src/lib/walletNetwork';

/** A wallet whose answers are scripted per method; records every request it receives. */
function fakeWallet(answers: Record<string, () => Promise<unknown>>) {
  const calls: { method: string; params?: readonly unknown[] }[] = [];
  const provider: Eip1193Provider = {
    request: (args) => {
      calls.push(args);
      const answer = answers[args.method];
      return answer ? answer() : Promise.reject({ code: 4200, message: 'Unsupported method' });
    },
  };
  return { provider, calls };
}

const reject = (error: unknown) => () => Promise.reject(error);
const ok = () => Promise.resolve(null);

describe('EIP-3085 and EIP-3326 parameters', () => {
  it('builds wallet_addEthereumChain parameters from the network data', () => {
    expect(addEthereumChainParameter(networks.sepolia)).toEqual({
      chainId: '0xe705',
      chainName: 'Linea Sepolia',
      nativeCurrency: { name: 'Linea Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://rpc.sepolia.linea.build'],
      blockExplorerUrls: ['https://sepolia.lineascan.build'],
    });
    expect(addEthereumChainParameter(networks.mainnet).chainId).toBe('0xe708');
  });

  it('uses https URLs only, as EIP-3085 wallets require', () => {
    for (const n of [networks.mainnet, networks.sepolia]) {
      const p = addEthereumChainParameter(n);
      for (const url of [...p.rpcUrls, ...p.blockExplorerUrls]) expect(new URL(url).protocol).toBe('https:');
    }
  });

  it('switches by hex chain ID', () => {
    expect(switchEthereumChainParameter(networks.mainnet)).toEqual({ chainId: '0xe708' });
  });
});

describe('walletErrorCode', () => {
  it('reads the code where wallets put it', () => {
    expect(walletErrorCode({ code: 4001 })).toBe(4001);
    expect(walletErrorCode({ code: -32603, data: { originalError: { code: 4902 } } })).toBe(-32603);
    expect(walletErrorCode({ message: 'x', data: { originalError: { code: 4902 } } })).toBe(4902);
    expect(walletErrorCode({ message: 'wrapped', cause: { code: 4902 } })).toBe(4902);
    expect(walletErrorCode(new Error('plain'))).toBeUndefined();
    expect(walletErrorCode('a string')).toBeUndefined();
  });

  it('stops on circular causes', () => {
    const a: Record<string, unknown> = {};
    a.cause = a;
    expect(walletErrorCode(a)).toBeUndefined();
  });
});

describe('addOrSwitchNetwork', () => {
  it('reports a missing wallet without throwing', async () => {
    expect(await addOrSwitchNetwork(undefined, networks.sepolia)).toEqual({ kind: 'no-wallet' });
  });

  it('switches when the wallet knows the chain, and never adds it', async () => {
    const { provider, calls } = fakeWallet({ wallet_switchEthereumChain: ok });
    expect(await addOrSwitchNetwork(provider, networks.sepolia)).toEqual({ kind: 'switched' });
    expect(calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xe705' }] }]);
  });

  it('adds the chain after 4902, with the EIP-3085 parameters', async () => {
    const { provider, calls } = fakeWallet({
      wallet_switchEthereumChain: reject({ code: 4902, message: 'Unrecognized chain ID' }),
      wallet_addEthereumChain: ok,
    });
    expect(await addOrSwitchNetwork(provider, networks.mainnet)).toEqual({ kind: 'added' });
    expect(calls.map((c) => c.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain']);
    expect(calls[1]?.params).toEqual([addEthereumChainParameter(networks.mainnet)]);
  });

  it('recognizes the 4902 that MetaMask Mobile wraps', async () => {
    const { provider } = fakeWallet({
      wallet_switchEthereumChain: reject({ code: -32603, message: 'Internal', data: { originalError: { code: 4902 } } }),
      wallet_addEthereumChain: ok,
    });
    // The outer code wins: -32603 is not "unknown chain", so this wallet gets the error path.
    expect((await addOrSwitchNetwork(provider, networks.mainnet)).kind).toBe('failed');
    const { provider: mobile } = fakeWallet({
      wallet_switchEthereumChain: reject({ message: 'Unrecognized chain', data: { originalError: { code: 4902 } } }),
      wallet_addEthereumChain: ok,
    });
    expect(await addOrSwitchNetwork(mobile, networks.mainnet)).toEqual({ kind: 'added' });
  });

  it.each([
    ['switch', { wallet_switchEthereumChain: reject({ code: 4001, message: 'User rejected the request.' }) }],
    [
      'add',
      {
        wallet_switchEthereumChain: reject({ code: 4902 }),
        wallet_addEthereumChain: reject({ code: 4001, message: 'User rejected the request.' }),
      },
    ],
  ] as const)('maps a refusal on %s to "rejected"', async (step, answers) => {
    const { provider } = fakeWallet(answers);
    expect(await addOrSwitchNetwork(provider, networks.sepolia)).toEqual({ kind: 'rejected', step });
  });

  it('maps a pending request (-32002) to "busy"', async () => {
    const { provider } = fakeWallet({ wallet_switchEthereumChain: reject({ code: -32002, message: 'Already pending' }) });
    expect(await addOrSwitchNetwork(provider, networks.sepolia)).toEqual({ kind: 'busy' });
  });

  it('maps any other error to "failed", keeping a short reason', async () => {
    const { provider } = fakeWallet({ wallet_switchEthereumChain: reject({ code: -32603, message: 'Internal JSON-RPC error.' }) });
    expect(await addOrSwitchNetwork(provider, networks.sepolia)).toEqual({
      kind: 'failed',
      step: 'switch',
      detail: 'Internal JSON-RPC error.',
    });
    const { provider: thrower } = fakeWallet({ wallet_switchEthereumChain: () => Promise.reject(new Error('x'.repeat(500))) });
    expect(await addOrSwitchNetwork(thrower, networks.sepolia)).toEqual({ kind: 'failed', step: 'switch' });
  });

  it('gives up waiting after the timeout instead of staying busy', async () => {
    vi.useFakeTimers();
    try {
      const { provider } = fakeWallet({ wallet_switchEthereumChain: () => new Promise(() => {}) });
      const pending = addOrSwitchNetwork(provider, networks.sepolia, { timeoutMs: 1000 });
      await vi.advanceTimersByTimeAsync(1000);
      expect(await pending).toEqual({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('injectedProvider', () => {
  it('finds window.ethereum only when it can answer requests', () => {
    const ethereum = { request: () => Promise.resolve(null) };
    expect(injectedProvider({ ethereum })).toBe(ethereum);
    expect(injectedProvider({ ethereum: {} })).toBeUndefined();
    expect(injectedProvider({})).toBeUndefined();
    // Conflicting wallet extensions: reading window.ethereum throws.
    const conflicted = Object.defineProperty({}, 'ethereum', {
      get() {
        throw new Error('Cannot redefine property: ethereum');
      },
    });
    expect(injectedProvider(conflicted)).toBeUndefined();
    expect(injectedProvider(undefined)).toBeUndefined();
  });
});

describe('outcomeMessage', () => {
  const all: AddNetworkOutcome[] = [
    { kind: 'switched' },
    { kind: 'added' },
    { kind: 'no-wallet' },
    { kind: 'rejected', step: 'switch' },
    { kind: 'rejected', step: 'add' },
    { kind: 'busy' },
    { kind: 'timeout' },
    { kind: 'failed', step: 'switch' },
    { kind: 'failed', step: 'add', detail: 'Internal JSON-RPC error.' },
  ];

  it('has a distinct, plain message for every outcome, without error codes', () => {
    const texts = all.map((o) => outcomeMessage(o, 'Linea Sepolia').text);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text).not.toMatch(/\b(4001|4902|-?32\d{3})\b/);
      expect(text).toMatch(/[.!]$/);
    }
  });

  it('names the network and offers the manual parameters when the wallet cannot help', () => {
    expect(outcomeMessage({ kind: 'switched' }, 'Linea Mainnet').text).toContain('Linea Mainnet');
    const manual = all.filter((o) => outcomeMessage(o, 'Linea Sepolia').showManualParameters).map((o) => o.kind);
    expect(manual).toEqual(['no-wallet', 'failed', 'failed']);
    expect(outcomeMessage({ kind: 'rejected', step: 'add' }, 'Linea Sepolia').text).toMatch(/declined adding Linea Sepolia/);
    expect(outcomeMessage({ kind: 'failed', step: 'add', detail: 'boom' }, 'Linea Sepolia').text).toContain('boom');
  });
});
