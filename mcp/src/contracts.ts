/**
 * What `get_contract` answers from: the deployed addresses of src/data/deployments.ts and the
 * selector index of the contract reference (every function, event and error of every documented
 * contract, with its selector or topic), computed with the same code the reference pages use.
 * The contract data is imported here and nowhere else in the server.
 */
import { keccak256, stringToHex, toEventSelector, toFunctionSelector } from 'viem';
import { contractInfo, deployments, layerExplorers, type ContractKey } from '../../src/data/deployments';
import { contractData } from '../../src/data/contracts/index';
import { ContractIndex } from '../../src/lib/contractIndex';
import { collectAbi, type Hashers } from '../../src/lib/contractBuilder';
import type { AbiRow } from '../../src/lib/contractAbiIndex';
import { networks, type NetworkId } from '../../src/data/networks';

const hashers: Hashers = {
  functionSelector: (signature) => toFunctionSelector(signature),
  eventTopic: (signature) => toEventSelector(signature),
  keccakOfString: (text) => keccak256(stringToHex(text)),
};

export interface SelectorMatch {
  kind: AbiRow['kind'];
  signature: string;
  hash: string;
  /** The unit that declares it (a contract, an interface or an OpenZeppelin base). */
  declaredIn: string;
  /** Documented contracts whose public interface includes it. */
  exposedBy: string[];
  /** Where it is documented: a page URL with anchor, or an external URL. */
  url: string;
}

export interface Deployment {
  network: string;
  layer: 'L1' | 'L2';
  address: string;
  explorer: string;
}

export interface ContractMatch {
  key: string;
  name: string;
  role: string;
  layer: 'L1' | 'L2';
  referenceUrl?: string;
  deployments: Deployment[];
}

export class ContractCatalog {
  private selectors: Map<string, SelectorMatch> | undefined;

  constructor(private readonly siteUrl: string) {}

  private absolute(href: string): string {
    return /^https?:/.test(href) ? href : `${this.siteUrl}${href}`;
  }

  /** Selector (4 bytes) or topic (32 bytes), lowercase, to what it belongs to. Built on first use. */
  private selectorIndex(): Map<string, SelectorMatch> {
    if (this.selectors) return this.selectors;
    const index = new ContractIndex(contractData);
    const found = new Map<string, SelectorMatch>();
    for (const page of contractData.pages) {
      for (const unit of page.units) {
        if (unit.kind === 'library') continue;
        for (const row of collectAbi(index, unit.name, page, hashers)) {
          const key = `${row.hash.toLowerCase()}|${row.kind}|${row.signature}`;
          const existing = found.get(key);
          const exposer = unit.kind === 'contract' || unit.kind === 'abstract contract' ? [unit.name] : [];
          if (existing) {
            for (const name of exposer) if (!existing.exposedBy.includes(name)) existing.exposedBy.push(name);
            continue;
          }
          const href = row.href.startsWith('#') ? `${page.path}${row.href}` : row.href;
          found.set(key, { kind: row.kind, signature: row.signature, hash: row.hash.toLowerCase(), declaredIn: row.from, exposedBy: exposer, url: this.absolute(href) });
        }
      }
    }
    this.selectors = found;
    return found;
  }

  /** Functions and errors with this selector, or events with this topic. */
  bySelector(hash: string): SelectorMatch[] {
    const wanted = hash.toLowerCase();
    return [...this.selectorIndex().values()].filter((m) => m.hash === wanted);
  }

  private deploymentsOf(key: ContractKey, network?: NetworkId): Deployment[] {
    const info = contractInfo[key];
    return (Object.keys(deployments) as NetworkId[])
      .filter((n) => !network || n === network)
      .flatMap((n) => {
        const address = deployments[n][key];
        if (!address) return [];
        const explorer = layerExplorers[n][info.layer];
        return [{ network: networks[n].name, layer: info.layer, address, explorer: `${explorer.url}/address/${address}` }];
      });
  }

  private match(key: ContractKey, network?: NetworkId): ContractMatch {
    const info = contractInfo[key];
    return {
      key,
      name: info.name,
      role: info.role,
      layer: info.layer,
      ...(info.referencePath ? { referenceUrl: this.absolute(info.referencePath) } : {}),
      deployments: this.deploymentsOf(key, network),
    };
  }

  /** Deployed contracts whose key or name contains the words given, best match first. */
  byName(name: string, network?: NetworkId): ContractMatch[] {
    const wanted = name.toLowerCase().replace(/[\s_-]+/g, '');
    const keys = Object.keys(contractInfo) as ContractKey[];
    const scored = keys
      .map((key) => {
        const info = contractInfo[key];
        const names = [key, info.name, info.name.replace(/\s*\(.*\)$/, '')].map((n) => n.toLowerCase().replace(/[\s_-]+/g, ''));
        const score = names.some((n) => n === wanted) ? 2 : names.some((n) => n.includes(wanted)) ? 1 : 0;
        return { key, score };
      })
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score);
    return scored.map((s) => this.match(s.key, network));
  }

  /** The deployed contract at an address, on any network. */
  byAddress(address: string, network?: NetworkId): ContractMatch[] {
    const wanted = address.toLowerCase();
    const keys = new Set<ContractKey>();
    for (const n of Object.keys(deployments) as NetworkId[]) {
      if (network && n !== network) continue;
      for (const [key, a] of Object.entries(deployments[n])) if (a?.toLowerCase() === wanted) keys.add(key as ContractKey);
    }
    return [...keys].map((key) => this.match(key, network));
  }

  /** Documented contracts (reference pages) whose name matches, for contracts with no deployment entry. */
  referencePages(name: string): { name: string; kind: string; url: string; summary: string }[] {
    const wanted = name.toLowerCase();
    return contractData.pages.flatMap((page) =>
      page.units
        .filter((u) => u.name.toLowerCase() === wanted)
        .map((u) => ({ name: u.name, kind: u.kind, url: this.absolute(page.path), summary: u.summary })),
    );
  }
}
