import type { ContractPage } from '../types';
import { atHead } from '../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/tokenbridge/custombridgedtoken',
  overview: [
    '`CustomBridgedToken` is a [BridgedToken](/api/linea-smart-contracts/tokenbridge/bridgedtoken) that can be deployed on its own, outside the bridge’s beacon, for a token that needs its bridged version at a chosen address or under its own upgrade control. An admin then registers it with the bridge’s [`setCustomContract`](/api/linea-smart-contracts/tokenbridge#setCustomContract) before the token first crosses, and the bridge mints and burns it like any other bridged token.',
    'It only adds `initializeV2`, which sets the metadata and names the bridge explicitly, since here the deployer is not the bridge. On a new deployment call only `initializeV2`: calling `initialize` first would make the deployer the bridge and leave a window in which someone else could run `initializeV2`.',
  ],
  units: [
    {
      name: 'CustomBridgedToken',
      kind: 'contract',
      source: atHead('bridging/token/CustomBridgedToken.sol', '^0.8.33'),
      inherits: ['BridgedToken'],
      summary: 'A bridged token deployed outside the bridge and registered as a custom contract.',
      functions: [
        {
          name: 'initializeV2',
          visibility: 'public',
          mutability: 'nonpayable',
          params: [
            { name: '_tokenName', type: 'string', location: 'memory', description: 'Token name.' },
            { name: '_tokenSymbol', type: 'string', location: 'memory', description: 'Token symbol.' },
            { name: '_tokenDecimals', type: 'uint8', description: 'Decimals, matching the native token.' },
            { name: '_bridge', type: 'address', description: 'Token bridge that will mint and burn it.' },
          ],
          modifiers: ['reinitializer(2)'],
          access: 'Once, by whoever calls it first on the proxy: run it in the deployment transaction.',
          description: 'Sets name, symbol, decimals and permit domain, and records `_bridge` as the only account allowed to mint and burn. Also usable to move an existing token to version 2.',
          emits: ['Initialized'],
        },
      ],
    },
  ],
};

export default page;
