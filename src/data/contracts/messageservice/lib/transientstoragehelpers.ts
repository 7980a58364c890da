import type { ContractPage } from '../../types';
import { HISTORICAL, atCommit } from '../../source';

const key = { name: '_key', type: 'bytes32', description: 'Transient storage slot.' };

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/lib/transientstoragehelpers',
  overview: [
    'When EIP-1153 added transient storage to Ethereum, Solidity could reach it only through inline assembly. `TransientStorageHelpers` wrapped the two opcodes, `tstore` and `tload`, in typed functions for `uint256` and `address` values; the message services used it to hold the sender of the message being delivered and the reentrancy lock, both of which only need to live for one transaction.',
    'Once Solidity supported transient state variables directly, the contracts switched to the `transient` keyword (for example `TRANSIENT_MESSAGE_SENDER` in the message services) and to inline `tload`/`tstore` in the reentrancy guard, and the library was deleted in May 2025.',
  ],
  history: {
    documentedAt: HISTORICAL.transientStorageHelpers.date,
    fate: 'It was removed when the contracts adopted Solidity’s `transient` state variables.',
    replacedBy: ['TransientStorageReentrancyGuardUpgradeable', 'L1MessageServiceBase', 'L2MessageServiceV1'],
  },
  units: [
    {
      name: 'TransientStorageHelpers',
      kind: 'library',
      source: atCommit('contracts/src/libraries/TransientStorageHelpers.sol', HISTORICAL.transientStorageHelpers.commit, '^0.8.26'),
      inherits: [],
      summary: 'Typed wrappers around `tstore` and `tload` (until May 2025).',
      functions: [
        {
          name: 'tstoreUint256',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [key, { name: '_value', type: 'uint256', description: 'Value to store.' }],
          description: 'Writes a number to a transient slot; it is cleared at the end of the transaction.',
        },
        {
          name: 'tloadUint256',
          visibility: 'internal',
          mutability: 'view',
          params: [key],
          returns: [{ name: 'value', type: 'uint256', description: 'Value in the slot, zero if unset in this transaction.' }],
          description: 'Reads a number from a transient slot.',
        },
        {
          name: 'tstoreAddress',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [key, { name: '_addr', type: 'address', description: 'Address to store.' }],
          description: 'Writes an address to a transient slot.',
        },
        {
          name: 'tloadAddress',
          visibility: 'internal',
          mutability: 'view',
          params: [key],
          returns: [{ name: 'addr', type: 'address', description: 'Address in the slot, zero if unset.' }],
          description: 'Reads an address from a transient slot.',
        },
      ],
    },
  ],
};

export default page;
