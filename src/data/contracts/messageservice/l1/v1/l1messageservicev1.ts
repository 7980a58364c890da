import type { ContractPage } from '../../../types';
import { HISTORICAL, atCommit } from '../../../source';
import { claimMessageParams, feeRefundNote } from '../../claimparams';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/l1/v1/l1messageservicev1',
  overview: [
    '`L1MessageServiceV1` was the first-generation half of the Ethereum message service that the rollup still carried: the message counter, the fee distribution of claims and the legacy `claimMessage`, which delivers Linea-to-Ethereum messages recorded by hash before Merkle proofs were introduced.',
    'In November 2025 the monorepo split it in two. The shared state and the `distributeFees` modifier moved to L1MessageServiceBase, and `claimMessage` moved to its own base, ClaimMessageV1, which LineaRollup inherits. Selectors did not change, so code written against this contract keeps working against LineaRollup.',
  ],
  history: {
    documentedAt: HISTORICAL.l1MessageServiceV1.date,
    fate: 'It was renamed to L1MessageServiceBase, and its claim function moved to ClaimMessageV1.',
    replacedBy: ['L1MessageServiceBase', 'ClaimMessageV1'],
  },
  units: [
    {
      name: 'L1MessageServiceV1',
      kind: 'abstract contract',
      source: atCommit('contracts/src/messaging/l1/v1/L1MessageServiceV1.sol', HISTORICAL.l1MessageServiceV1.commit, '^0.8.30'),
      inherits: ['RateLimiter', 'L1MessageManagerV1', 'TransientStorageReentrancyGuardUpgradeable', 'LineaRollupPauseManager', 'IMessageService'],
      summary: 'Legacy claim path, message counter and fee distribution of the L1 message service (before November 2025).',
      variables: [
        { name: 'nextMessageNumber', type: 'uint256', visibility: 'public', description: 'Number the next Ethereum-to-Linea message takes.' },
      ],
      modifiers: [
        {
          name: 'distributeFees',
          params: [
            { name: '_feeInWei', type: 'uint256', description: 'Fee of the message.' },
            { name: '_to', type: 'address', description: 'Recipient, which may get a refund.' },
            { name: '_calldata', type: 'bytes', location: 'calldata', description: 'Message calldata; the refund applies only when it is empty.' },
            { name: '_feeRecipient', type: 'address', description: 'Account paid the fee; zero means the caller.' },
          ],
          description: `Runs the claim, then pays the fee. ${feeRefundNote}`,
          reverts: ['FeePaymentFailed'],
        },
      ],
      functions: [
        {
          name: 'claimMessage',
          visibility: 'external',
          mutability: 'nonpayable',
          params: claimMessageParams,
          modifiers: ['nonReentrant', 'distributeFees(_fee, _to, _calldata, _feeRecipient)'],
          access: 'Anyone, while neither `L2_L1` nor `GENERAL` is paused.',
          description: 'Claims a Linea-to-Ethereum message recorded in the legacy inbox mapping: recomputes the hash, consumes the inbox entry, counts fee and value against the rate limit, and calls the recipient with `sender()` set to `_from`.',
          reverts: ['IsPaused', 'IL1MessageManagerV1.MessageDoesNotExistOrHasAlreadyBeenClaimed', 'RateLimitExceeded', 'MessageSendingFailed', 'FeePaymentFailed', 'ReentrantCall'],
          emits: ['MessageClaimed'],
        },
      ],
    },
  ],
};

export default page;
