import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/l2/il2messageservicev1',
  overview: [
    '`IL2MessageServiceV1` is the Linea-only part of the L2 message service interface: the version string the contract reports, the setter of the minimum fee for messages to Ethereum, and the event emitted when the service is initialized. The functions common to both layers are in [IMessageService](/api/linea-smart-contracts/interfaces/imessageservice).',
  ],
  units: [
    {
      name: 'IL2MessageServiceV1',
      kind: 'interface',
      source: atHead('messaging/l2/v1/interfaces/IL2MessageServiceV1.sol', '^0.8.33'),
      inherits: [],
      summary: 'Version, minimum fee and initialization event of the L2 message service.',
      functions: [
        {
          name: 'CONTRACT_VERSION',
          visibility: 'external',
          mutability: 'view',
          params: [],
          returns: [{ name: 'contractVersion', type: 'string', description: 'ABI version, for example `1.0`.' }],
          description: 'Returns the version of the contract’s interface. It changes when the ABI changes, not with every upgrade or reinitialization.',
        },
        {
          name: 'setMinimumFee',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [{ name: '_feeInWei', type: 'uint256', description: 'New minimum fee in wei.' }],
          description: 'Sets the minimum fee a message from Linea must carry. The minimum protects the service against spam: it goes to the block producer, not to the claimer.',
        },
      ],
      events: [
        {
          name: 'L2MessageServiceBaseInitialized',
          params: [{ name: 'contractVersion', type: 'bytes8', indexed: true, description: 'Contract version, as bytes.' }],
          description: 'The service was initialized at a given version.',
        },
      ],
    },
  ],
};

export default page;
