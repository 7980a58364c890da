/**
 * Parameter descriptions shared by the claiming functions of both message services: the fields
 * of a message as it was emitted in `MessageSent` on the origin layer.
 */
import type { Param } from '../types';

export const claimMessageParams: Param[] = [
  { name: '_from', type: 'address', description: 'Sender on the origin layer, as emitted in `MessageSent`.' },
  { name: '_to', type: 'address', description: 'Recipient on this layer.' },
  { name: '_fee', type: 'uint256', description: 'Fee in wei, as emitted; it goes to the fee recipient.' },
  { name: '_value', type: 'uint256', description: 'ETH in wei to deliver to `_to`.' },
  { name: '_feeRecipient', type: 'address payable', description: 'Account paid the fee; pass the zero address to pay the caller.' },
  { name: '_calldata', type: 'bytes', location: 'calldata', description: 'Data for the call to `_to`, as emitted.' },
  { name: '_nonce', type: 'uint256', description: 'Message number, as emitted.' },
];

export const feeRefundNote =
  'When the message has no calldata and `_to` has no code, the fee recipient only keeps what the delivery cost in gas at the transaction’s gas price, plus a fixed overhead; the rest of the fee is refunded to `_to`.';
