import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/l1/il1messagemanager',
  overview: [
    'The bookkeeping side of the message service on Ethereum. For messages going to Linea it keeps a rolling hash: each new message hash is folded into the previous value, and the prover shows that Linea received exactly that sequence. For messages coming from Linea it stores the Merkle roots anchored at finalization and remembers which message numbers were claimed.',
    '`IL1MessageManager` declares the events an indexer or the postman follows (new rolling hash, new root, blocks that contain messages) and the claim-status query.',
  ],
  units: [
    {
      name: 'IL1MessageManager',
      kind: 'interface',
      source: atHead('messaging/l1/interfaces/IL1MessageManager.sol', '^0.8.33'),
      inherits: [],
      summary: 'Events, errors and claim status of message bookkeeping on Ethereum.',
      functions: [
        {
          name: 'isMessageClaimed',
          visibility: 'external',
          mutability: 'view',
          params: [{ name: '_messageNumber', type: 'uint256', description: 'Number of the Linea-to-Ethereum message (the nonce in its `MessageSent` event on Linea).' }],
          returns: [{ name: 'isClaimed', type: 'bool', description: '`true` once the message has been claimed with a proof.' }],
          description: 'Tells whether a Linea-to-Ethereum message has been claimed through the Merkle-proof path.',
        },
      ],
      events: [
        {
          name: 'RollingHashUpdated',
          params: [
            { name: 'messageNumber', type: 'uint256', indexed: true, description: 'Number of the message just sent.' },
            { name: 'rollingHash', type: 'bytes32', indexed: true, description: 'Rolling hash after this message.' },
            { name: 'messageHash', type: 'bytes32', indexed: true, description: 'Hash of the message.' },
          ],
          description: 'Emitted for every message sent from Ethereum to Linea, next to `MessageSent`. Linea anchors these rolling hashes, and finalization checks them.',
        },
        {
          name: 'L2MerkleRootAdded',
          params: [
            { name: 'l2MerkleRoot', type: 'bytes32', indexed: true, description: 'Root of a tree of Linea-to-Ethereum message hashes.' },
            { name: 'treeDepth', type: 'uint256', indexed: true, description: 'Depth of that tree; a proof must have this many siblings.' },
          ],
          description: 'A root was anchored during finalization; messages under it can now be claimed. One finalization can add several.',
        },
        {
          name: 'L2MessagingBlockAnchored',
          params: [{ name: 'l2Block', type: 'uint256', indexed: true, description: 'Linea block number that contains Linea-to-Ethereum messages.' }],
          description: 'Marks a finalized Linea block that sent messages to Ethereum. Off-chain tools use these events to work out which messages fall under which root when they build claim proofs.',
        },
      ],
      errors: [
        {
          name: 'MessageAlreadyClaimed',
          params: [{ name: 'messageIndex', type: 'uint256', description: 'Message number.' }],
          description: 'The message was already claimed.',
        },
        {
          name: 'L2MerkleRootAlreadyAnchored',
          params: [{ name: 'merkleRoot', type: 'bytes32', description: 'Duplicate root.' }],
          description: 'Finalization tried to anchor a root that is already stored.',
        },
        {
          name: 'BytesLengthNotMultipleOfTwo',
          params: [{ name: 'bytesLength', type: 'uint256', description: 'Length received.' }],
          description: 'The packed list of block offsets sent with finalization is not a whole number of 2-byte values.',
        },
      ],
    },
  ],
};

export default page;
