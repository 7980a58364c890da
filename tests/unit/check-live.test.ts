/**
 * The logic of `npm run check:live`, run against a real local node (Hardhat's, as the sample
 * runner starts it) holding a small EIP-1967 proxy and its implementation: every kind of
 * disagreement with the data is reported, and agreement reports none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicClient, createWalletClient, getAddress, http, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { checkLive, formatFindings, type ChainAssertion } from '../../scripts/lib/check-live';
import { DEV_KEY, compileContract, startNode, type LocalNode } from '../samples/chain';

let node: LocalNode;
let proxy: Address;
let implementation: Address;
let chain: ChainAssertion;

async function deploy(name: string, args: unknown[] = []): Promise<Address> {
  const { abi, bytecode } = compileContract(name);
  const wallet = createWalletClient({ account: privateKeyToAccount(DEV_KEY), transport: http(node.url) });
  const client = createPublicClient({ transport: http(node.url) });
  const hash = await wallet.deployContract({ abi, bytecode: bytecode as Hex, args, chain: null });
  const { contractAddress } = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
  return getAddress(contractAddress!);
}

beforeAll(async () => {
  node = await startNode(59144);
  implementation = await deploy('VersionedImplementation');
  proxy = await deploy('Eip1967Proxy', [implementation]);
  chain = { label: 'Linea Mainnet', rpcUrl: node.url, chainId: 59144 };
}, 600_000);

afterAll(async () => {
  await node?.stop();
});

describe('check:live logic', () => {
  it('reports nothing wrong when the chain agrees with the data, and tells what it found', async () => {
    const findings = await checkLive([chain], [{ chain: chain.label, name: 'Proxy', address: proxy, implementation, version: '7.1' }]);
    expect(findings.filter((f) => f.kind === 'disagreement')).toEqual([]);
    expect(formatFindings(findings)).toContain(`implementation ${implementation}`);
    expect(formatFindings(findings)).toContain('CONTRACT_VERSION() 7.1');
  });

  it('reports a wrong chain ID, a missing contract, another implementation and another version', async () => {
    const empty = '0x00000000000000000000000000000000DeaDBeef' as Address;
    const findings = await checkLive(
      [{ ...chain, chainId: 59141 }],
      [
        { chain: chain.label, name: 'Nothing here', address: empty },
        { chain: chain.label, name: 'Proxy', address: proxy, implementation: empty, version: '8.0' },
      ],
    );
    const text = formatFindings(findings.filter((f) => f.kind === 'disagreement'));
    expect(text).toContain('chain ID: the data says 59141');
    expect(text).toContain('answers 59144');
    expect(text).toContain(`Nothing here ${empty}: no code at this address`);
    expect(text).toContain(`implementation: the data says ${empty}, the proxy points to ${implementation}`);
    expect(text).toContain('CONTRACT_VERSION(): the data says 8.0, the contract answers 7.1');
  });

  it('reports an endpoint that does not answer', async () => {
    const findings = await checkLive([{ label: 'Gone', rpcUrl: 'http://127.0.0.1:9', chainId: 1 }], []);
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toMatch(/^no answer to eth_chainId/);
  });
});
