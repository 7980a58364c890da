import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/tokenbridge/lib/storagefiller39',
  overview: [
    'Upgradeable contracts keep their state at fixed storage slots, so an upgrade that removes a base contract or a variable must leave the same number of slots behind, or every later variable would move and read the wrong data. `StorageFiller39` is an empty base that reserves 39 slots for exactly that purpose.',
    'TokenBridgeBase lists it last among its bases, which keeps the storage layout of the deployed bridge unchanged after its bases were reorganized. It has no functions, events or state you can use; do not reorder it or change its size in a contract that is already deployed.',
  ],
  units: [
    {
      name: 'StorageFiller39',
      kind: 'abstract contract',
      source: atHead('bridging/token/utils/StorageFiller39.sol', '^0.8.33'),
      inherits: [],
      summary: 'Reserves 39 storage slots to keep the token bridge’s storage layout.',
    },
  ],
};

export default page;
