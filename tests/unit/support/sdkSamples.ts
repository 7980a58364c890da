/**
 * What the check of the Linea SDK page's samples needs: the samples, and the SDK's API to check
 * them against. `@lfdt-lineth/sdk-viem`
 * cannot be installed here, so this test declares the module itself, with the source signatures
 * (sdk-viem 1.0.0, `ts-libs/sdk/sdk-viem/src` of the Linea monorepo at cb180134) trimmed to
 * the functions the page uses; tests/unit/code-samples.test.ts checks the samples against it and
 * viem's real types. Samples are written to files named by their `title`, so `./clients`
 * imports resolve as on a reader's disk.
 */
import { join } from 'node:path';
import { extractCodeBlocks } from '../../../src/lib/codeBlocks';
import { docFiles } from './docs';

export const SDK_PACKAGE = '@lfdt-lineth/sdk-viem';
export const MISUSE = 'misuse.ts';

/** Signatures copied from sdk-viem 1.0.0 (src/actions/*.ts, src/types/account.ts) and sdk-core (src/types/message.ts). */
export const sdkDeclarations = `
declare module '${SDK_PACKAGE}' {
  import type {
    Account, Address, BlockNumber, BlockTag, Chain, Client, DeriveChain, FormattedTransactionRequest,
    GetChainParameter, Hash, Hex, IsUndefined, MaybeRequired, OneOf, SendTransactionReturnType, Transport,
  } from 'viem';

  // sdk-core: src/types/message.ts
  export enum OnChainMessageStatus {
    UNKNOWN = 'UNKNOWN',
    CLAIMABLE = 'CLAIMABLE',
    CLAIMED = 'CLAIMED',
  }
  export type MessageProof = { proof: Hex[]; root: Hex; leafIndex: number };
  export type Message<T = bigint> = { from: Address; to: Address; fee: T; value: T; nonce: T; calldata: Hex; messageHash: Hex };
  type ExtendedMessage<T = bigint> = Message<T> & { transactionHash: Hex; blockNumber: T };

  // sdk-viem: src/types/account.ts
  type GetAccountParameter<
    account extends Account | undefined = Account | undefined,
    accountOverride extends Account | Address | undefined = Account | Address,
    required extends boolean = true,
    nullish extends boolean = false,
  > = MaybeRequired<
    { account?: accountOverride | Account | Address | (nullish extends true ? null : never) | undefined },
    IsUndefined<account> extends true ? (required extends true ? true : false) : false
  >;

  // Trimmed from GetContractEventsParameters<...>['fromBlock' | 'toBlock'].
  type BlockRange = { fromBlock?: BlockNumber | BlockTag; toBlock?: BlockNumber | BlockTag };

  // src/actions/deposit.ts
  export type DepositParameters<
    chain extends Chain | undefined = Chain | undefined,
    account extends Account | undefined = Account | undefined,
    chainOverride extends Chain | undefined = Chain | undefined,
    chainL2 extends Chain | undefined = Chain | undefined,
    accountL2 extends Account | undefined = Account | undefined,
    derivedChain extends Chain | undefined = DeriveChain<chain, chainOverride>,
  > = Omit<FormattedTransactionRequest<derivedChain>, 'data' | 'to' | 'from'> &
    Partial<GetChainParameter<chain, chainOverride>> &
    Partial<GetAccountParameter<account>> & {
      l2Client: Client<Transport, chainL2, accountL2>;
      token: Address;
      to: Address;
      fee?: bigint;
      amount: bigint;
      data?: Hex;
      lineaRollupAddress?: Address;
      l2MessageServiceAddress?: Address;
      l1TokenBridgeAddress?: Address;
      l2TokenBridgeAddress?: Address;
    };
  export function deposit<
    chain extends Chain | undefined,
    account extends Account | undefined,
    chainOverride extends Chain | undefined = Chain | undefined,
    chainL2 extends Chain | undefined = Chain | undefined,
    accountL2 extends Account | undefined = Account | undefined,
    derivedChain extends Chain | undefined = DeriveChain<chain, chainOverride>,
  >(
    client: Client<Transport, chain, account>,
    parameters: DepositParameters<chain, account, chainOverride, chainL2, accountL2, derivedChain>,
  ): Promise<SendTransactionReturnType>;

  // src/actions/withdraw.ts
  export type WithdrawParameters<
    chain extends Chain | undefined = Chain | undefined,
    account extends Account | undefined = Account | undefined,
    chainOverride extends Chain | undefined = Chain | undefined,
    derivedChain extends Chain | undefined = DeriveChain<chain, chainOverride>,
  > = Omit<FormattedTransactionRequest<derivedChain>, 'data' | 'to' | 'from'> &
    Partial<GetChainParameter<chain, chainOverride>> &
    Partial<GetAccountParameter<account>> & {
      token: Address;
      to: Address;
      amount: bigint;
      data?: Hex;
      l2MessageServiceAddress?: Address;
      l2TokenBridgeAddress?: Address;
    };
  export function withdraw<
    chain extends Chain | undefined,
    account extends Account | undefined,
    chainOverride extends Chain | undefined = Chain | undefined,
    derivedChain extends Chain | undefined = DeriveChain<chain, chainOverride>,
  >(
    client: Client<Transport, chain, account>,
    parameters: WithdrawParameters<chain, account, chainOverride, derivedChain>,
  ): Promise<SendTransactionReturnType>;

  // src/actions/claimOnL1.ts
  export type ClaimOnL1Parameters<
    chain extends Chain | undefined = Chain | undefined,
    account extends Account | undefined = Account | undefined,
    chainL2 extends Chain | undefined = Chain | undefined,
    accountL2 extends Account | undefined = Account | undefined,
    chainOverride extends Chain | undefined = Chain | undefined,
    derivedChain extends Chain | undefined = DeriveChain<chain, chainOverride>,
  > = Omit<FormattedTransactionRequest<derivedChain>, 'data' | 'to' | 'from'> &
    Partial<GetChainParameter<chain, chainOverride>> &
    Partial<GetAccountParameter<account>> &
    Omit<Message<bigint>, 'messageHash' | 'nonce'> &
    OneOf<
      | {
          l2Client: Client<Transport, chainL2, accountL2>;
          messageNonce: bigint;
          feeRecipient?: Address;
          lineaRollupAddress?: Address;
          l2MessageServiceAddress?: Address;
        }
      | { messageNonce: bigint; messageProof: MessageProof; feeRecipient?: Address; lineaRollupAddress?: Address }
    >;
  export function claimOnL1<
    chain extends Chain | undefined = Chain | undefined,
    account extends Account | undefined = Account | undefined,
    chainL2 extends Chain | undefined = Chain | undefined,
    accountL2 extends Account | undefined = Account | undefined,
    chainOverride extends Chain | undefined = Chain | undefined,
    derivedChain extends Chain | undefined = DeriveChain<chain, chainOverride>,
  >(
    client: Client<Transport, chain, account>,
    parameters: ClaimOnL1Parameters<chain, account, chainL2, accountL2, chainOverride, derivedChain>,
  ): Promise<SendTransactionReturnType>;

  // src/actions/claimOnL2.ts
  export type ClaimOnL2Parameters<
    chain extends Chain | undefined = Chain | undefined,
    account extends Account | undefined = Account | undefined,
    chainOverride extends Chain | undefined = Chain | undefined,
    derivedChain extends Chain | undefined = DeriveChain<chain, chainOverride>,
  > = Omit<FormattedTransactionRequest<derivedChain>, 'data' | 'to' | 'from'> &
    Partial<GetChainParameter<chain, chainOverride>> &
    Partial<GetAccountParameter<account>> &
    Omit<Message, 'messageHash' | 'nonce'> & { messageNonce: bigint; feeRecipient?: Address; l2MessageServiceAddress?: Address };
  export function claimOnL2<
    chain extends Chain | undefined,
    account extends Account | undefined,
    chainOverride extends Chain | undefined = Chain | undefined,
    derivedChain extends Chain | undefined = DeriveChain<chain, chainOverride>,
  >(
    client: Client<Transport, chain, account>,
    parameters: ClaimOnL2Parameters<chain, account, chainOverride, derivedChain>,
  ): Promise<SendTransactionReturnType>;

  // src/actions/getL1ToL2MessageStatus.ts
  export function getL1ToL2MessageStatus<chain extends Chain | undefined, account extends Account | undefined>(
    client: Client<Transport, chain, account>,
    parameters: { messageHash: Hex; l2MessageServiceAddress?: Address },
  ): Promise<OnChainMessageStatus>;

  // src/actions/getL2ToL1MessageStatus.ts
  export function getL2ToL1MessageStatus<
    chain extends Chain | undefined,
    account extends Account | undefined,
    chainL2 extends Chain | undefined,
    accountL2 extends Account | undefined,
  >(
    client: Client<Transport, chain, account>,
    parameters: {
      l2Client: Client<Transport, chainL2, accountL2>;
      messageHash: Hex;
      l2LogsBlockRange?: BlockRange;
      lineaRollupAddress?: Address;
      l2MessageServiceAddress?: Address;
    },
  ): Promise<OnChainMessageStatus>;

  // src/actions/getMessageProof.ts
  export function getMessageProof<
    chain extends Chain | undefined,
    account extends Account | undefined,
    chainL2 extends Chain | undefined,
    accountL2 extends Account | undefined,
  >(
    client: Client<Transport, chain, account>,
    parameters: {
      l2Client: Client<Transport, chainL2, accountL2>;
      messageHash: Hex;
      l2LogsBlockRange?: BlockRange;
      lineaRollupAddress?: Address | undefined;
      l2MessageServiceAddress?: Address | undefined;
    },
  ): Promise<MessageProof>;

  // src/actions/getMessagesByTransactionHash.ts
  export function getMessagesByTransactionHash<chain extends Chain | undefined, account extends Account | undefined>(
    client: Client<Transport, chain, account>,
    parameters: { transactionHash: Hex; messageServiceAddress?: Address },
  ): Promise<ExtendedMessage[]>;

  // src/utils/computeMessageHash.ts
  export function computeMessageHash(parameters: {
    from: Address;
    to: Address;
    fee: bigint;
    value: bigint;
    nonce: bigint;
    calldata?: \`0x\${string}\`;
  }): Hash;
}
`;

export interface SdkSample {
  title: string;
  code: string;
  line: number;
}

const page = docFiles().find((d) => d.file === join('docs', 'api', 'linea-sdk.mdx'));
export const sdkSamples: SdkSample[] = (page ? extractCodeBlocks(page.body) : [])
  .filter((b) => ['ts', 'typescript'].includes(b.lang))
  .map((b) => ({ title: /title="([^"]+)"/.exec(b.meta)?.[1] ?? '', code: b.code, line: b.line + (page?.bodyStartLine ?? 1) - 1 }));


/** A deliberate mistake, so a declaration that accepts anything cannot pass for a real check. */
export const misuseSample = `import { claimOnL2 } from '${SDK_PACKAGE}';\nimport { l2Wallet } from './clients';\nexport const p = claimOnL2(l2Wallet, { from: '0x0', to: '0x0', fee: 1n, value: 1n, calldata: '0x' });\n`;
