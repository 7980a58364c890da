import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const from = { name: '_from', type: 'address', description: 'Sender on the origin layer.' };
const to = { name: '_to', type: 'address', description: 'Recipient on the destination layer.' };
const fee = { name: '_fee', type: 'uint256', description: 'Fee in wei, as emitted in `MessageSent`.' };
const value = { name: '_valueSent', type: 'uint256', description: 'Value in wei delivered to `_to`.' };
const number = { name: '_messageNumber', type: 'uint256', description: 'Message number (the nonce in `MessageSent`).' };
const hash = { name: 'messageHash', type: 'bytes32', description: 'The message hash.' };

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/lib/messagehashing',
  usedBy: ['lineaRollup', 'l2MessageService'],
  overview: [
    'Every cross-layer message is identified by a hash of its six fields, computed the same way on both layers. `MessageHashing` computes it in assembly to save gas. The result equals `keccak256(abi.encode(from, to, fee, value, messageNumber, calldata))`, so you can reproduce it off-chain with any ABI encoder.',
    'The hash is what the message services store, what `MessageSent` and `MessageClaimed` index, and the leaf that Merkle proofs of Linea-to-Ethereum messages prove.',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'MessageHashing',
      kind: 'library',
      source: atHead('messaging/libraries/MessageHashing.sol', '^0.8.33'),
      inherits: [],
      summary: 'Gas-efficient hashing of message fields.',
      functions: [
        {
          name: '_hashMessage',
          visibility: 'internal',
          mutability: 'pure',
          params: [from, to, fee, value, number, { name: '_calldata', type: 'bytes', location: 'calldata', description: 'Calldata passed to `_to`; it is padded to a multiple of 32 bytes, as ABI encoding does.' }],
          returns: [hash],
          description: 'Hashes a message: the ABI encoding of the five fixed fields, the offset of the dynamic field, the calldata length and the padded calldata.',
        },
        {
          name: '_hashMessageWithEmptyCalldata',
          visibility: 'internal',
          mutability: 'pure',
          params: [from, to, fee, value, number],
          returns: [hash],
          description: 'Same hash for a message without calldata, such as a plain ETH transfer, skipping the copy of an empty byte string.',
        },
      ],
    },
  ],
};

export default page;
