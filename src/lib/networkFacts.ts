/**
 * Network facts as display strings, so prose can name a value (a chain ID, a limit) without
 * typing it: pages render them through NetworkValue and NetworkFacts.
 */
import { chainIdHex, primaryExplorer, type Network } from '../data/networks';
import { longUtcDate } from './dates';
import { groupedInteger } from './numbers';

export type NetworkField =
  | 'name'
  | 'chainId'
  | 'chainIdHex'
  | 'rpcUrl'
  | 'currency'
  | 'settlement'
  | 'explorerUrl'
  | 'bridgeUrl'
  | 'blockTime'
  | 'blockGasLimit'
  | 'transactionGasLimit'
  | 'transactionCalldata'
  | 'blockCalldata'
  | 'evmFork'
  | 'evmActivated';

export interface FactValue {
  text: string;
  /** Literal values (URLs, IDs) render as code and can be copied; prose values do not. */
  literal: boolean;
}

export function networkFact(network: Network, field: NetworkField): FactValue {
  const literal = (text: string): FactValue => ({ text, literal: true });
  const prose = (text: string): FactValue => ({ text, literal: false });
  switch (field) {
    case 'name':
      return prose(network.name);
    case 'chainId':
      return literal(String(network.chainId));
    case 'chainIdHex':
      return literal(chainIdHex(network));
    case 'rpcUrl':
      return literal(network.rpcUrls.http);
    case 'currency':
      return literal(network.nativeCurrency.symbol);
    case 'settlement':
      return prose(network.settlement.name);
    case 'explorerUrl':
      return literal(primaryExplorer(network).url);
    case 'bridgeUrl':
      return literal(network.bridgeUrl);
    case 'blockTime':
      return prose(`about ${network.blockTimeSeconds} second${network.blockTimeSeconds === 1 ? '' : 's'}`);
    case 'blockGasLimit':
      return prose(`${groupedInteger(network.limits.blockGasLimit)} gas`);
    case 'transactionGasLimit':
      return prose(`${groupedInteger(network.limits.transactionGasLimit)} gas`);
    case 'transactionCalldata':
      return prose(`${groupedInteger(network.limits.transactionCalldataBytes)} bytes`);
    case 'blockCalldata':
      return prose(`${groupedInteger(network.limits.blockCalldataBytes)} bytes`);
    case 'evmFork':
      return prose(`${network.evm.fork} (${network.evm.upgrade})`);
    case 'evmActivated':
      return prose(longUtcDate(new Date(network.evm.activatedAt)));
  }
}

/** Rows of the network details table, in reading order. */
export const networkFactRows: { field: NetworkField; label: string }[] = [
  { field: 'chainId', label: 'Chain ID' },
  { field: 'chainIdHex', label: 'Chain ID (hex)' },
  { field: 'rpcUrl', label: 'Public RPC (HTTPS)' },
  { field: 'currency', label: 'Gas token' },
  { field: 'settlement', label: 'Settles on' },
  { field: 'explorerUrl', label: 'Block explorer' },
  { field: 'bridgeUrl', label: 'Canonical bridge app' },
  { field: 'blockTime', label: 'Block time' },
  { field: 'blockGasLimit', label: 'Block gas limit' },
  { field: 'transactionGasLimit', label: 'Gas limit per transaction' },
  { field: 'transactionCalldata', label: 'Call data per transaction' },
  { field: 'blockCalldata', label: 'Call data per block' },
  { field: 'evmFork', label: 'EVM rules' },
  { field: 'evmActivated', label: 'Running these rules since' },
];

/** A table label inside a sentence: "Chain ID" becomes "chain ID"; acronyms such as "RPC URL" stay. */
export function labelInSentence(label: string): string {
  return /^[A-Z][A-Z]/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);
}
