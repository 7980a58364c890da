import type { ContractPage } from '../../../types';
import { atHead } from '../../../source';
import { claimMessageParams, feeRefundNote } from '../../claimparams';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/l2/v1/l2messageservicev1',
  overview: [
    '`L2MessageServiceV1` carries the messaging logic of the L2 message service on Linea. Sending a message to Ethereum takes a fee of at least `minimumFeeInWei`: the minimum goes to the block producer (`block.coinbase`) and only the rest is the postman fee recorded in `MessageSent`. Claiming a message from Ethereum requires its hash to be anchored, marks it claimed, and calls the recipient with `sender()` set to the Ethereum sender.',
    'ETH leaving Linea, the value plus the postman fee, counts against the rate limit. Claims on Linea are not rate limited. Messages sent from Linea are claimed on Ethereum with a Merkle proof once the block is finalized, so the rate limit is the one check that applies at send time.',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'L2MessageServiceV1',
      kind: 'abstract contract',
      source: atHead('messaging/l2/v1/L2MessageServiceV1.sol', '^0.8.33'),
      inherits: ['RateLimiter', 'L2MessageManagerV1', 'TransientStorageReentrancyGuardUpgradeable', 'IMessageService', 'IL2MessageServiceV1', 'IGenericErrors'],
      summary: 'Sending to Ethereum and claiming from Ethereum on Linea.',
      variables: [
        { name: 'MINIMUM_FEE_SETTER_ROLE', type: 'bytes32', visibility: 'public', constant: true, value: 'keccak256("MINIMUM_FEE_SETTER_ROLE")', description: 'Role that may change the minimum fee.' },
        { name: 'nextMessageNumber', type: 'uint256', visibility: 'public', description: 'Number the next Linea-to-Ethereum message takes.' },
        { name: 'minimumFeeInWei', type: 'uint256', visibility: 'public', description: 'Smallest fee `sendMessage` accepts, in wei; paid to the block producer.' },
      ],
      functions: [
        {
          name: 'sendMessage',
          visibility: 'external',
          mutability: 'payable',
          params: [
            { name: '_to', type: 'address', description: 'Recipient on Ethereum; must not be zero.' },
            { name: '_fee', type: 'uint256', description: 'Total fee in wei: at least `minimumFeeInWei`, which is taken out for the block producer; the remainder pays the claimer on Ethereum.' },
            { name: '_calldata', type: 'bytes', location: 'calldata', description: 'Data for the call to `_to` on Ethereum.' },
          ],
          modifiers: ['whenTypeAndGeneralNotPaused(PauseType.L2_L1)'],
          access: 'Anyone, while neither `L2_L1` nor `GENERAL` is paused.',
          description: 'Sends a message to Ethereum. The value delivered is `msg.value - _fee`; the fee emitted in `MessageSent` is `_fee - minimumFeeInWei`. The value plus that fee count against the rate limit. The message can be claimed on Ethereum once its block is finalized there.',
          reverts: ['ZeroAddressNotAllowed', 'ValueSentTooLow', 'FeeTooLow', 'RateLimitExceeded', 'FeePaymentFailed', 'IsPaused'],
          emits: ['MessageSent'],
        },
        {
          name: 'claimMessage',
          visibility: 'public',
          mutability: 'nonpayable',
          params: claimMessageParams,
          modifiers: ['nonReentrant', 'distributeFees(_fee, _to, _calldata, _feeRecipient)', 'whenTypeAndGeneralNotPaused(PauseType.L1_L2)'],
          access: 'Anyone, while neither `L1_L2` nor `GENERAL` is paused.',
          description: `Claims an Ethereum-to-Linea message whose hash has been anchored. The recipient is called with the value and calldata; if it reverts with data, the claim reverts with that data. ${feeRefundNote}`,
          reverts: ['IsPaused', 'IL2MessageManagerV1.MessageDoesNotExistOrHasAlreadyBeenClaimed', 'MessageSendingFailed', 'FeePaymentFailed', 'ReentrantCall'],
          emits: ['MessageClaimed'],
        },
        {
          name: 'setMinimumFee',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [{ name: '_feeInWei', type: 'uint256', description: 'New minimum fee in wei.' }],
          modifiers: ['onlyRole(MINIMUM_FEE_SETTER_ROLE)'],
          access: 'Holders of `MINIMUM_FEE_SETTER_ROLE`.',
          description: 'Changes the minimum fee for messages from Linea.',
          emits: ['MinimumFeeChanged'],
        },
        {
          name: 'sender',
          visibility: 'public',
          mutability: 'view',
          params: [],
          returns: [{ name: 'originalSender', type: 'address', description: 'Ethereum sender of the message being delivered, or the zero address.' }],
          description: 'Returns the Ethereum sender of the message whose delivery is in progress, from transient storage.',
        },
        {
          name: '_sendMessage',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [
            { name: '_to', type: 'address', description: 'Recipient on Ethereum.' },
            { name: '_fee', type: 'uint256', description: 'Total fee in wei.' },
            { name: '_calldata', type: 'bytes', location: 'calldata', description: 'Data for the recipient.' },
          ],
          description: 'Body of `sendMessage` without the pause check.',
          reverts: ['ZeroAddressNotAllowed', 'ValueSentTooLow', 'FeeTooLow', 'RateLimitExceeded', 'FeePaymentFailed'],
          emits: ['MessageSent'],
        },
        {
          name: '_claimMessage',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: claimMessageParams.filter((p) => p.name !== '_feeRecipient'),
          description: 'Body of `claimMessage` without the pause, reentrancy and fee handling: consumes the inbox entry and delivers the message.',
          reverts: ['IL2MessageManagerV1.MessageDoesNotExistOrHasAlreadyBeenClaimed', 'MessageSendingFailed'],
          emits: ['MessageClaimed'],
        },
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
  ],
};

export default page;
