import type { ContractPage } from '../types';
import { atHead } from '../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/lib/callforwardingproxy',
  overview: [
    '`CallForwardingProxy` passes every call it receives on to one fixed target, with the same calldata and ETH, and returns the target’s answer. Unlike an upgradeable proxy it uses `call`, not `delegatecall`: the target runs in its own context and sees the forwarder as `msg.sender`.',
    'The monorepo’s deployment scripts deploy it with LineaRollup as the target. It refuses plain ETH transfers, and a failed call reverts with a generic message rather than the target’s error.',
  ],
  units: [
    {
      name: 'CallForwardingProxy',
      kind: 'contract',
      source: atHead('proxies/CallForwardingProxy.sol', '^0.8.33'),
      inherits: [],
      summary: 'Forwards every call, with its value, to a fixed target.',
      variables: [{ name: 'TARGET', type: 'address', visibility: 'public', immutable: true, description: 'Contract every call is forwarded to, set at deployment.' }],
      functions: [
        {
          name: 'constructor',
          visibility: 'public',
          mutability: 'nonpayable',
          params: [{ name: '_target', type: 'address', description: 'Contract to forward to.' }],
          description: 'Fixes the target for the lifetime of the forwarder.',
        },
        {
          name: 'fallback',
          visibility: 'external',
          mutability: 'payable',
          params: [],
          description: 'Calls `TARGET` with the incoming calldata and value and returns whatever it returns. If the target reverts, the forwarder reverts with the string `Call failed`, dropping the target’s revert data.',
        },
        {
          name: 'receive',
          visibility: 'external',
          mutability: 'payable',
          params: [],
          description: 'Rejects ETH sent without calldata, reverting with `ETH not accepted`.',
        },
      ],
    },
  ],
};

export default page;
