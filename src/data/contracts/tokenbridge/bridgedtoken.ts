import type { ContractPage } from '../types';
import { atHead } from '../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/tokenbridge/bridgedtoken',
  usedBy: ['tokenBridge'],
  overview: [
    '`BridgedToken` is the ERC-20 the token bridge creates on one layer to represent a token native to the other. Every bridged token is a beacon proxy pointing at this implementation, so they share code and are upgraded together; each one stores its own name, symbol and decimals, copied from the native token when it first crossed.',
    'Apart from standard ERC-20 and ERC-2612 permit behaviour, only the bridge can change supply: it mints when tokens arrive and burns when they leave. Burning uses the bridge’s allowance, so approve the bridge before you bridge a bridged token back.',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'BridgedToken',
      kind: 'contract',
      source: atHead('bridging/token/BridgedToken.sol', '^0.8.33'),
      inherits: ['ERC20PermitUpgradeable'],
      summary: 'The ERC-20 with permit that represents a bridged token.',
      variables: [
        { name: 'bridge', type: 'address', visibility: 'public', description: 'Token bridge allowed to mint and burn: the one that deployed the token.' },
        { name: '_decimals', type: 'uint8', visibility: 'public', description: 'Decimals of the native token, returned by `decimals()`.' },
      ],
      modifiers: [{ name: 'onlyBridge', params: [], description: 'Allows the call only from `bridge`.', reverts: ['OnlyBridge'] }],
      functions: [
        {
          name: 'constructor',
          visibility: 'public',
          mutability: 'nonpayable',
          params: [],
          description: 'Disables initializers on the implementation; each proxy is initialized on its own.',
        },
        {
          name: 'initialize',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [
            { name: '_tokenName', type: 'string', location: 'memory', description: 'Name of the native token.' },
            { name: '_tokenSymbol', type: 'string', location: 'memory', description: 'Symbol of the native token.' },
            { name: '_tokenDecimals', type: 'uint8', description: 'Decimals of the native token.' },
          ],
          modifiers: ['initializer'],
          access: 'Once per proxy. The bridge calls it right after deploying the proxy, and becomes `bridge`.',
          description: 'Sets name, symbol, decimals and the permit domain, and records the caller as the bridge.',
          emits: ['Initialized'],
        },
        {
          name: 'mint',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [
            { name: '_recipient', type: 'address', description: 'Account credited.' },
            { name: '_amount', type: 'uint256', description: 'Amount minted.' },
          ],
          modifiers: ['onlyBridge'],
          access: 'The bridge only.',
          description: 'Mints tokens when a transfer from the native layer completes.',
          reverts: ['OnlyBridge'],
          emits: ['Transfer'],
        },
        {
          name: 'burn',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [
            { name: '_account', type: 'address', description: 'Account debited.' },
            { name: '_amount', type: 'uint256', description: 'Amount burned.' },
          ],
          modifiers: ['onlyBridge'],
          access: 'The bridge only, within the allowance `_account` gave the bridge.',
          description: 'Burns tokens when they are sent back to the native layer, spending the bridge’s allowance first.',
          reverts: ['OnlyBridge'],
          emits: ['Approval', 'Transfer'],
        },
        {
          name: 'decimals',
          visibility: 'public',
          mutability: 'view',
          params: [],
          returns: [{ name: '', type: 'uint8', description: 'Decimals of the native token.' }],
          description: 'Returns the native token’s decimals instead of ERC-20’s default of 18.',
        },
      ],
      errors: [
        {
          name: 'OnlyBridge',
          params: [{ name: 'bridgeAddress', type: 'address', description: 'The bridge allowed to call.' }],
          description: 'A mint or burn came from an account other than the bridge.',
        },
      ],
    },
  ],
};

export default page;
