import type { ContractPage } from '../../types';
import { atHead } from '../../source';
import { claimMessageParams, feeRefundNote } from '../claimparams';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/l1/l1messageservice',
  overview: [
    '`L1MessageService` is the Ethereum half of the [canonical message service](/technology/message-service). It is not deployed on its own: LineaRollup inherits it, so you call these functions on the LineaRollup address. It sends messages to Linea and delivers messages from Linea once they are proven.',
    'Sending records the message in the rolling hash and emits `MessageSent`; there is no minimum fee on this side. Claiming with `claimMessageWithProof` verifies a Merkle proof against a root anchored at finalization, counts the fee and value against the rate limit, pays the fee and calls the recipient. While that call runs, `sender()` returns the Linea sender, which is how receiving contracts authenticate messages.',
  ],
  companionsNote:
    'Two smaller bases share this page. `L1MessageServiceBase` holds the fee logic and storage shared by both claim paths (until late 2025 it was named L1MessageServiceV1), and `ClaimMessageV1` is the legacy claim path for messages recorded before Merkle proofs, which LineaRollup inherits directly. A function declared in an interface is described once, with its implementation.',
  hasUsageSample: true,
  units: [
    {
      name: 'L1MessageService',
      kind: 'abstract contract',
      source: atHead('messaging/l1/L1MessageService.sol', '^0.8.33'),
      inherits: ['AccessControlUpgradeable', 'L1MessageServiceBase', 'L1MessageManager', 'IL1MessageService', 'IGenericErrors'],
      summary: 'Sends messages to Linea and claims Linea messages with Merkle proofs.',
      variables: [
        { name: 'systemMigrationBlock', type: 'uint256', visibility: 'public', description: 'Reserved for future upgrades and not used by the current code.' },
      ],
      functions: [
        {
          name: 'sendMessage',
          visibility: 'external',
          mutability: 'payable',
          params: [
            { name: '_to', type: 'address', description: 'Recipient on Linea; must not be zero.' },
            { name: '_fee', type: 'uint256', description: 'Part of `msg.value` paid to whoever claims the message on Linea.' },
            { name: '_calldata', type: 'bytes', location: 'calldata', description: 'Data for the call to `_to` on Linea.' },
          ],
          modifiers: ['whenTypeAndGeneralNotPaused(PauseType.L1_L2)'],
          access: 'Anyone, while neither `L1_L2` nor `GENERAL` is paused.',
          description: 'Sends a message to Linea. The value delivered is `msg.value - _fee`. The message takes the next message number, its hash extends the rolling hash, and `MessageSent` carries every field the claim on Linea needs.',
          reverts: ['ZeroAddressNotAllowed', 'ValueSentTooLow', 'IsPaused'],
          emits: ['MessageSent', 'IL1MessageManager.RollingHashUpdated'],
        },
        {
          name: 'claimMessageWithProof',
          visibility: 'public',
          mutability: 'nonpayable',
          params: [{ name: '_params', type: 'ClaimMessageWithProofParams', location: 'calldata', description: 'Message fields, Merkle proof, leaf index and root.' }],
          modifiers: ['nonReentrant', 'distributeFees(_params.fee, _params.to, _params.data, _params.feeRecipient)'],
          access: 'Anyone, while neither `L2_L1` nor `GENERAL` is paused.',
          description: `Claims a Linea-to-Ethereum message. The root must be anchored with a depth equal to the proof length, the message number must be unclaimed, the fee plus value must fit in the rate limit, and the proof must check out. The recipient is then called with the value and data; if it reverts with data, the claim reverts with the same data. ${feeRefundNote}`,
          reverts: ['IsPaused', 'L2MerkleRootDoesNotExist', 'ProofLengthDifferentThanMerkleDepth', 'MessageAlreadyClaimed', 'RateLimitExceeded', 'LeafIndexOutOfBounds', 'SafeCastOverflowedUintDowncast', 'InvalidMerkleProof', 'MessageSendingFailed', 'FeePaymentFailed', 'ReentrantCall'],
          emits: ['MessageClaimed'],
        },
        {
          name: 'sender',
          visibility: 'public',
          mutability: 'view',
          params: [],
          returns: [{ name: 'originalSender', type: 'address', description: 'Linea sender of the message being delivered, or the zero address.' }],
          description: 'Returns the Linea sender of the message whose delivery is in progress. The value lives in transient storage for the duration of the call to the recipient only.',
        },
        {
          name: '__MessageService_init',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [
            { name: '_rateLimitPeriod', type: 'uint256', description: 'Rate-limit period in seconds.' },
            { name: '_rateLimitAmount', type: 'uint256', description: 'Rate limit per period, in wei.' },
          ],
          modifiers: ['onlyInitializing'],
          description: 'Initializes access control and the rate limiter and sets the first message number to 1.',
          reverts: ['PeriodIsZero', 'LimitIsZero'],
          emits: ['RateLimitInitialized'],
        },
        {
          name: '_sendMessage',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [
            { name: '_to', type: 'address', description: 'Recipient on Linea.' },
            { name: '_fee', type: 'uint256', description: 'Fee in wei.' },
            { name: '_calldata', type: 'bytes', location: 'calldata', description: 'Data for the recipient.' },
          ],
          description: 'Body of `sendMessage` without the pause check, for inheriting contracts that send messages of their own (the yield extension reports yield this way).',
          reverts: ['ZeroAddressNotAllowed', 'ValueSentTooLow'],
          emits: ['MessageSent', 'IL1MessageManager.RollingHashUpdated'],
        },
        {
          name: '_claimMessageWithProof',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [{ name: '_params', type: 'ClaimMessageWithProofParams', location: 'calldata', description: 'Message fields, proof and root.' }],
          description: 'Body of `claimMessageWithProof`, including the pause check, without reentrancy protection or fee distribution.',
          reverts: ['IsPaused', 'L2MerkleRootDoesNotExist', 'ProofLengthDifferentThanMerkleDepth', 'MessageAlreadyClaimed', 'RateLimitExceeded', 'LeafIndexOutOfBounds', 'InvalidMerkleProof', 'MessageSendingFailed'],
          emits: ['MessageClaimed'],
        },
        {
          name: '_validateAndConsumeMessageProof',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [{ name: '_params', type: 'ClaimMessageWithProofParams', location: 'calldata', description: 'Message fields, proof and root.' }],
          returns: [{ name: 'messageLeafHash', type: 'bytes32', description: 'Hash of the verified message.' }],
          description: 'Runs every check of a proof claim and marks the message as claimed, but delivers nothing. Used where the funds reach the recipient another way, as in the yield extension’s LST withdrawal.',
          reverts: ['IsPaused', 'L2MerkleRootDoesNotExist', 'ProofLengthDifferentThanMerkleDepth', 'MessageAlreadyClaimed', 'RateLimitExceeded', 'LeafIndexOutOfBounds', 'InvalidMerkleProof'],
        },
      ],
    },
    {
      name: 'L1MessageServiceBase',
      kind: 'abstract contract',
      source: atHead('messaging/l1/L1MessageServiceBase.sol', '^0.8.33'),
      inherits: ['RateLimiter', 'L1MessageManagerV1', 'TransientStorageReentrancyGuardUpgradeable', 'LineaRollupPauseManager', 'IMessageService'],
      summary: 'Message counter, transient sender and fee distribution shared by the claim paths on Ethereum.',
      variables: [
        { name: 'nextMessageNumber', type: 'uint256', visibility: 'public', description: 'Number the next Ethereum-to-Linea message will take.' },
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
          description: `Runs the claim, then pays the fee. ${feeRefundNote} A failed refund is ignored; a failed fee payment reverts.`,
          reverts: ['FeePaymentFailed'],
        },
      ],
    },
    {
      name: 'ClaimMessageV1',
      kind: 'abstract contract',
      source: atHead('messaging/l1/v1/ClaimMessageV1.sol', '^0.8.33'),
      inherits: ['IClaimMessageV1', 'L1MessageServiceBase'],
      summary: 'Legacy claim of Linea-to-Ethereum messages recorded by hash before Merkle proofs.',
      functions: [
        {
          name: 'claimMessage',
          visibility: 'public',
          mutability: 'nonpayable',
          params: claimMessageParams,
          modifiers: ['nonReentrant', 'distributeFees(_fee, _to, _calldata, _feeRecipient)'],
          access: 'Anyone, while neither `L2_L1` nor `GENERAL` is paused.',
          description: `Claims a message that was recorded in the legacy \`inboxL2L1MessageStatus\` mapping, by recomputing its hash from the fields. Messages sent after the switch to Merkle proofs are not in that mapping: claim those with \`claimMessageWithProof\`. ${feeRefundNote}`,
          reverts: ['IsPaused', 'IL1MessageManagerV1.MessageDoesNotExistOrHasAlreadyBeenClaimed', 'RateLimitExceeded', 'MessageSendingFailed', 'FeePaymentFailed', 'ReentrantCall'],
          emits: ['MessageClaimed'],
        },
      ],
    },
    {
      name: 'IClaimMessageV1',
      kind: 'interface',
      source: atHead('messaging/l1/v1/interfaces/IClaimMessageV1.sol', '^0.8.33'),
      inherits: [],
      summary: 'Interface of the legacy `claimMessage`, documented above with ClaimMessageV1.',
    },
  ],
};

export default page;
