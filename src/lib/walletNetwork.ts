/**
 * Asking a browser wallet to use a Linea network: switch to it (EIP-3326), and add it first when
 * the wallet does not know it (EIP-3085). No React here, so every branch is unit-tested with a fake
 * provider (tests/unit/wallet-network.test.ts); AddNetworkButton only renders the outcome.
 */
import { chainIdHex, primaryExplorer, type Network } from '../data/networks';

/** The one method of an EIP-1193 provider this module needs. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** `wallet_addEthereumChain` parameter, as EIP-3085 defines it. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls: string[];
}

/** EIP-1193 and EIP-3085/3326 error codes this flow reacts to. */
export const walletErrorCodes = {
  userRejected: 4001,
  unrecognizedChain: 4902,
  /** MetaMask's "a request of this type is already pending". */
  requestPending: -32002,
} as const;

export function addEthereumChainParameter(network: Network): AddEthereumChainParameter {
  return {
    chainId: chainIdHex(network),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [network.rpcUrls.http],
    blockExplorerUrls: [primaryExplorer(network).url],
  };
}

export function switchEthereumChainParameter(network: Network): { chainId: `0x${string}` } {
  return { chainId: chainIdHex(network) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The numeric code of a wallet error. Wallets do not all put it in the same place: MetaMask
 * Mobile wraps 4902 in `data.originalError`, and libraries that re-throw keep it in `cause`.
 */
export function walletErrorCode(error: unknown): number | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (isRecord(current) && !seen.has(current)) {
    seen.add(current);
    if (typeof current.code === 'number') return current.code;
    const data = current.data;
    if (isRecord(data) && isRecord(data.originalError) && typeof data.originalError.code === 'number') {
      return data.originalError.code;
    }
    current = current.cause;
  }
  return undefined;
}

/** A short, human-readable reason from a wallet error, when it offers one worth showing. */
export function walletErrorDetail(error: unknown): string | undefined {
  const message = isRecord(error) && typeof error.message === 'string' ? error.message.trim() : '';
  return message.length > 0 && message.length <= 160 ? message : undefined;
}

export type WalletStep = 'switch' | 'add';

export type AddNetworkOutcome =
  | { kind: 'switched' }
  | { kind: 'added' }
  | { kind: 'no-wallet' }
  | { kind: 'rejected'; step: WalletStep }
  | { kind: 'busy' }
  | { kind: 'timeout' }
  | { kind: 'failed'; step: WalletStep; detail?: string };

const TIMED_OUT = Symbol('timed out');

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function failure(step: WalletStep, error: unknown): AddNetworkOutcome {
  const code = walletErrorCode(error);
  if (code === walletErrorCodes.userRejected) return { kind: 'rejected', step };
  if (code === walletErrorCodes.requestPending) return { kind: 'busy' };
  const detail = walletErrorDetail(error);
  return detail ? { kind: 'failed', step, detail } : { kind: 'failed', step };
}

export interface AddNetworkOptions {
  /**
   * How long to wait for the wallet before giving the button back. A wallet may leave its
   * prompt open indefinitely; the page must not look busy forever.
   */
  timeoutMs?: number;
}

/**
 * Switches the wallet to `network`, adding the network first when the wallet answers that it does
 * not know the chain. Never throws: every answer, including silence, becomes an outcome.
 */
export async function addOrSwitchNetwork(
  provider: Eip1193Provider | undefined,
  network: Network,
  { timeoutMs = 60_000 }: AddNetworkOptions = {},
): Promise<AddNetworkOutcome> {
  if (!provider) return { kind: 'no-wallet' };

  try {
    const switched = await withTimeout(
      provider.request({ method: 'wallet_switchEthereumChain', params: [switchEthereumChainParameter(network)] }),
      timeoutMs,
    );
    return switched === TIMED_OUT ? { kind: 'timeout' } : { kind: 'switched' };
  } catch (error) {
    if (walletErrorCode(error) !== walletErrorCodes.unrecognizedChain) return failure('switch', error);
  }

  try {
    const added = await withTimeout(
      provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(network)] }),
      timeoutMs,
    );
    return added === TIMED_OUT ? { kind: 'timeout' } : { kind: 'added' };
  } catch (error) {
    return failure('add', error);
  }
}

/**
 * The injected EIP-1193 provider of a window, if a wallet extension put one there. Two extensions
 * that both claim `window.ethereum` can leave a getter that throws: no usable wallet, not a click
 * that never ends.
 */
export function injectedProvider(win: unknown): Eip1193Provider | undefined {
  if (!isRecord(win)) return undefined;
  try {
    const candidate = win.ethereum;
    return isRecord(candidate) && typeof candidate.request === 'function' ? (candidate as unknown as Eip1193Provider) : undefined;
  } catch {
    return undefined;
  }
}

export type MessageTone = 'success' | 'info' | 'error';

export interface OutcomeMessage {
  text: string;
  tone: MessageTone;
  /** Whether the reader needs the manual parameters to go on. */
  showManualParameters: boolean;
}

/** What to tell the reader after an attempt. Plain words, no error codes. */
export function outcomeMessage(outcome: AddNetworkOutcome, networkName: string): OutcomeMessage {
  switch (outcome.kind) {
    case 'switched':
      return { tone: 'success', showManualParameters: false, text: `Your wallet is now using ${networkName}.` };
    case 'added':
      return {
        tone: 'success',
        showManualParameters: false,
        text: `${networkName} is now in your wallet. If the wallet did not switch to it, pick it from the wallet's network list.`,
      };
    case 'no-wallet':
      return {
        tone: 'info',
        showManualParameters: true,
        text: `No browser wallet was found on this page. To add ${networkName} by hand, copy the parameters below into your wallet.`,
      };
    case 'rejected':
      return {
        tone: 'info',
        showManualParameters: false,
        text:
          outcome.step === 'switch'
            ? `You declined the switch to ${networkName}, so nothing changed in your wallet. Click the button again whenever you are ready.`
            : `You declined adding ${networkName}, so nothing changed in your wallet. Click the button again whenever you are ready.`,
      };
    case 'busy':
      return {
        tone: 'info',
        showManualParameters: false,
        text: 'Your wallet already has a request waiting. Open the wallet, approve or dismiss that request, then try again.',
      };
    case 'timeout':
      return {
        tone: 'info',
        showManualParameters: false,
        text: 'Your wallet has not answered yet. If a wallet window is open, finish there; otherwise, try again.',
      };
    case 'failed': {
      const action = outcome.step === 'switch' ? `switch to ${networkName}` : `add ${networkName}`;
      const reason = outcome.detail ? ` (it said: “${outcome.detail}”)` : '';
      return {
        tone: 'error',
        showManualParameters: true,
        text: `Sorry, your wallet could not ${action}${reason}. Try again, or add the network by hand with the parameters below.`,
      };
    }
  }
}
