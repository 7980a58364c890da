import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/l2/l2messagemanager',
  overview: [
    '`L2MessageManager` implements the anchoring of Ethereum-to-Linea message hashes on Linea. Only the account holding `L1_L2_MESSAGE_SETTER_ROLE` (the coordinator) anchors; everyone else reads the results. `lastAnchoredL1MessageNumber` tells you how far anchoring has progressed, and `l1RollingHashes` lets you compare Linea’s view with the rolling hashes stored on Ethereum.',
  ],
  units: [
    {
      name: 'L2MessageManager',
      kind: 'abstract contract',
      source: atHead('messaging/l2/L2MessageManager.sol', '^0.8.33'),
      inherits: ['AccessControlUpgradeable', 'IL2MessageManager', 'L2MessageManagerV1'],
      summary: 'Anchors L1-to-L2 message hashes and tracks the L1 rolling hash on Linea.',
      variables: [
        { name: 'L1_L2_MESSAGE_SETTER_ROLE', type: 'bytes32', visibility: 'public', constant: true, value: 'keccak256("L1_L2_MESSAGE_SETTER_ROLE")', description: 'Role allowed to anchor message hashes.' },
        { name: 'lastAnchoredL1MessageNumber', type: 'uint256', visibility: 'public', description: 'Ethereum message number of the latest anchored message.' },
        { name: 'l1RollingHashes', type: 'mapping(uint256 messageNumber => bytes32 rollingHash)', visibility: 'public', description: 'Rolling hash reached at the end of each anchoring batch, by message number. Numbers inside a batch have no entry.' },
      ],
      functions: [
        {
          name: 'anchorL1L2MessageHashes',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [
            { name: '_messageHashes', type: 'bytes32[]', location: 'calldata', description: 'Message hashes in sending order, 1 to 100 of them.' },
            { name: '_startingMessageNumber', type: 'uint256', description: 'Must equal `lastAnchoredL1MessageNumber + 1`.' },
            { name: '_finalMessageNumber', type: 'uint256', description: 'Message number expected after the new hashes are counted.' },
            { name: '_finalRollingHash', type: 'bytes32', description: 'Rolling hash expected at `_finalMessageNumber`; must not be zero.' },
          ],
          modifiers: ['whenTypeNotPaused(PauseType.GENERAL)', 'onlyRole(L1_L2_MESSAGE_SETTER_ROLE)'],
          access: 'Holders of `L1_L2_MESSAGE_SETTER_ROLE`, while `GENERAL` is not paused. Pausing `L1_L2` alone does not stop anchoring.',
          description: 'For each hash not seen before, sets its inbox status to received, folds it into the rolling hash and counts it. The final number and rolling hash must match what the caller stated. Storage and events are only updated if at least one new hash was added.',
          reverts: ['IsPaused', 'MessageHashesListLengthIsZero', 'MessageHashesListLengthHigherThanOneHundred', 'FinalRollingHashIsZero', 'L1MessageNumberSynchronizationWrong', 'L1RollingHashSynchronizationWrong'],
          emits: ['L1L2MessageHashesAddedToInbox', 'IL2MessageManager.RollingHashUpdated'],
        },
      ],
    },
  ],
};

export default page;
