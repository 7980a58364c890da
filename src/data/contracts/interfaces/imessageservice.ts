import type { ContractPage } from '../types';
import { atHead } from '../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/imessageservice',
  overview: [
    '`IMessageService` is the part of the [canonical message service](/technology/message-service) that looks the same on both layers: on Ethereum it is implemented by the [LineaRollup](/api/linea-smart-contracts/linearollup) contract, on Linea by [L2MessageService](/api/linea-smart-contracts/messageservice/l2/l2messageservice). A dapp that sends messages across, or a contract that receives them, can code against this interface and work on either side.',
    'A message carries a recipient, a fee, a value and calldata. The sender pays `fee + value` on the origin layer; once the message is available on the destination layer, anyone (the Linea postman service or the user) claims it there, which pays the fee to the claimer and calls the recipient with the value and calldata. During that call, `sender()` tells the recipient who sent the message on the origin layer.',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'IMessageService',
      kind: 'interface',
      source: atHead('messaging/interfaces/IMessageService.sol', '^0.8.33'),
      inherits: [],
      summary: 'Sending side and sender lookup of the message service, common to Ethereum and Linea.',
      functions: [
        {
          name: 'sendMessage',
          visibility: 'external',
          mutability: 'payable',
          params: [
            { name: '_to', type: 'address', description: 'Recipient on the other layer: an account, or a contract that the message service calls with `_calldata`.' },
            { name: '_fee', type: 'uint256', description: 'Amount in wei, taken out of `msg.value`, that goes to whoever claims the message on the destination layer.' },
            { name: '_calldata', type: 'bytes', location: 'calldata', description: 'Data the destination message service passes to `_to` when the message is claimed; empty for a plain ETH transfer.' },
          ],
          description: 'Queues a message for the other layer. Send `msg.value` equal to the fee plus the ETH you want `_to` to receive: whatever exceeds `_fee` is delivered as the message value. The implementation assigns the next message number, computes the message hash and emits `MessageSent`, which is what the destination side and the postman watch for. On Linea the fee must also cover a minimum fee, which is paid to the block producer rather than to the claimer.',
          emits: ['MessageSent'],
          reverts: ['IGenericErrors.ZeroAddressNotAllowed', 'ValueSentTooLow', 'FeeTooLow'],
        },
        {
          name: 'sender',
          visibility: 'external',
          mutability: 'view',
          params: [],
          returns: [{ name: 'originalSender', type: 'address', description: 'Address that called `sendMessage` on the origin layer.' }],
          description: 'While a claimed message is being delivered, returns the account that sent it on the origin layer. A receiving contract calls it to check who sent the message; outside a delivery it returns the zero address.',
        },
      ],
      events: [
        {
          name: 'MessageSent',
          params: [
            { name: '_from', type: 'address', indexed: true, description: 'Caller of `sendMessage` on this layer.' },
            { name: '_to', type: 'address', indexed: true, description: 'Recipient on the other layer.' },
            { name: '_fee', type: 'uint256', description: 'Fee in wei for the claimer.' },
            { name: '_value', type: 'uint256', description: 'ETH in wei delivered to `_to`.' },
            { name: '_nonce', type: 'uint256', description: 'Message number, unique per origin layer.' },
            { name: '_calldata', type: 'bytes', description: 'Data for the call to `_to`.' },
            { name: '_messageHash', type: 'bytes32', indexed: true, description: 'Hash of all the fields above; it identifies the message on both layers.' },
          ],
          description: 'A message left this layer. Both layers emit the same event, so one indexer or filter serves both directions; the hash is included so nobody has to recompute it to look the message up on the other side.',
        },
        {
          name: 'MessageClaimed',
          params: [{ name: '_messageHash', type: 'bytes32', indexed: true, description: 'Hash of the delivered message.' }],
          description: 'A message from the other layer was claimed and delivered here. Filter on the hash to learn when your message arrived.',
        },
      ],
      errors: [
        { name: 'FeeTooLow', params: [], description: 'Raised on Linea when the fee is below the L2 message service’s `minimumFeeInWei`. The Ethereum side has no minimum fee.' },
        { name: 'ValueSentTooLow', params: [], description: '`msg.value` is smaller than `_fee`, so nothing would be left to cover the fee.' },
        {
          name: 'MessageSendingFailed',
          params: [{ name: 'destination', type: 'address', description: 'Recipient whose call failed.' }],
          description: 'Delivering a claimed message failed because the call to the recipient reverted without revert data. When the recipient returns revert data, the claim reverts with that data instead.',
        },
        {
          name: 'FeePaymentFailed',
          params: [{ name: 'recipient', type: 'address', description: 'Account that was to receive the fee or the refund.' }],
          description: 'Paying a fee failed: on claiming, the transfer to the fee recipient; on Linea’s `sendMessage`, the transfer of the minimum fee to the block producer.',
        },
      ],
    },
  ],
};

export default page;
