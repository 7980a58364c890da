import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/l1/transientstoragereentrancyguardupgradeable',
  overview: [
    'A reentrancy guard that keeps its lock in transient storage (EIP-1153) instead of a storage slot. The flag is set with `tstore` on entry and cleared on exit, and the EVM discards it at the end of the transaction anyway, so the guard costs far less gas than a storage-based lock and can never be left stuck.',
    'The Linea message services, the rollup and the token bridge use its `nonReentrant` modifier on claiming and bridging functions. It replaced OpenZeppelin’s `ReentrancyGuardUpgradeable`, and it keeps a 50-slot gap so that the storage layout of contracts upgraded from the old guard does not move.',
  ],
  units: [
    {
      name: 'TransientStorageReentrancyGuardUpgradeable',
      kind: 'abstract contract',
      source: atHead('security/reentrancy/TransientStorageReentrancyGuardUpgradeable.sol', '^0.8.33'),
      inherits: [],
      summary: 'Reentrancy lock held in transient storage.',
      modifiers: [
        {
          name: 'nonReentrant',
          params: [],
          description: 'Reverts if the flag is already set in this transaction, otherwise sets it for the duration of the function and clears it afterwards. The flag lives at a fixed transient key derived from `eip1967.reentrancy.guard.transient.key`, shared by every function that uses the modifier.',
          reverts: ['ReentrantCall'],
        },
      ],
      errors: [{ name: 'ReentrantCall', params: [], description: 'A function guarded by `nonReentrant` was entered again before the first call returned.' }],
    },
  ],
};

export default page;
