import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/l2/il2messagemanager',
  overview: [
    'The coordinator anchors hashes of Ethereum-to-Linea messages on Linea in batches. Each batch must continue exactly where the previous one stopped: the caller states the first and last message numbers and the rolling hash it expects to end on, and the contract recomputes the rolling hash from the hashes to check it. The resulting message number and rolling hash go into the rollup’s proof, which ties what Linea received to what Ethereum sent.',
    '`IL2MessageManager` declares the anchoring function with its events and errors.',
  ],
  units: [
    {
      name: 'IL2MessageManager',
      kind: 'interface',
      source: atHead('messaging/l2/interfaces/IL2MessageManager.sol', '^0.8.33'),
      inherits: [],
      summary: 'Anchoring of L1-to-L2 message hashes on Linea.',
      functions: [
        {
          name: 'anchorL1L2MessageHashes',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [
            { name: '_messageHashes', type: 'bytes32[]', location: 'calldata', description: 'Message hashes in sending order, 1 to 100 of them.' },
            { name: '_startingMessageNumber', type: 'uint256', description: 'Ethereum message number of the first hash; must follow the last anchored one.' },
            { name: '_finalMessageNumber', type: 'uint256', description: 'Message number expected after the batch.' },
            { name: '_finalRollingHash', type: 'bytes32', description: 'Rolling hash expected after the batch, as computed on Ethereum.' },
          ],
          description: 'Marks the hashes as received and advances the message number and rolling hash. Hashes already anchored are skipped without advancing either, so an accidental duplicate cannot desynchronise the two layers.',
        },
      ],
      events: [
        {
          name: 'RollingHashUpdated',
          params: [
            { name: 'messageNumber', type: 'uint256', indexed: true, description: 'Last Ethereum message number anchored.' },
            { name: 'rollingHash', type: 'bytes32', indexed: true, description: 'Rolling hash at that number.' },
          ],
          description: 'Emitted after each anchoring batch that added messages. The last of these in a block range feeds the proof’s public input. Note that its signature differs from the Ethereum-side event of the same name.',
        },
        {
          name: 'ServiceVersionMigrated',
          params: [{ name: 'version', type: 'uint256', indexed: true, description: 'Version switched to.' }],
          description: 'Marked a switch to a new service version. Not emitted by current code; kept for existing consumers.',
        },
      ],
      errors: [
        { name: 'MessageHashesListLengthIsZero', params: [], description: 'An anchoring call carried no hashes.' },
        {
          name: 'L1MessageNumberSynchronizationWrong',
          params: [
            { name: 'expected', type: 'uint256', description: 'Number stated by the caller.' },
            { name: 'found', type: 'uint256', description: 'Number the contract has.' },
          ],
          description: 'The batch does not start right after the last anchored message, or does not end on the stated final number.',
        },
        {
          name: 'L1RollingHashSynchronizationWrong',
          params: [
            { name: 'expected', type: 'bytes32', description: 'Rolling hash stated by the caller.' },
            { name: 'found', type: 'bytes32', description: 'Rolling hash computed from the batch.' },
          ],
          description: 'The rolling hash computed from the batch differs from the one stated.',
        },
        { name: 'FinalRollingHashIsZero', params: [], description: 'The stated final rolling hash is zero.' },
      ],
    },
  ],
};

export default page;
