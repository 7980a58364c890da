import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/l1/l1messagemanager',
  overview: [
    '`L1MessageManager` keeps the state the Ethereum side needs to track messages in both directions. Outgoing messages extend a chain of rolling hashes indexed by message number. Incoming messages are proven against Merkle roots stored at finalization, and a bitmap indexed by message number records which ones were claimed.',
    'Its internal functions are called by L1MessageService when a message is sent or claimed, and by the rollup when it finalizes. The public getters are handy for tools: `rollingHashes` to compare with what Linea anchored, `l2MerkleRootsDepths` to check a root before you build a claim, and `isMessageClaimed` to avoid claiming twice.',
  ],
  units: [
    {
      name: 'L1MessageManager',
      kind: 'abstract contract',
      source: atHead('messaging/l1/L1MessageManager.sol', '^0.8.33'),
      inherits: ['L1MessageManagerV1', 'IL1MessageManager'],
      summary: 'Rolling hashes of outgoing messages, Merkle roots and claim bitmap of incoming ones.',
      variables: [
        { name: 'rollingHashes', type: 'mapping(uint256 messageNumber => bytes32 rollingHash)', visibility: 'public', description: 'Rolling hash after each Ethereum-to-Linea message, by message number.' },
        { name: 'l2MerkleRootsDepths', type: 'mapping(bytes32 merkleRoot => uint256 treeDepth)', visibility: 'public', description: 'Depth of each anchored tree of Linea-to-Ethereum messages; zero means the root is unknown.' },
      ],
      functions: [
        {
          name: 'isMessageClaimed',
          visibility: 'external',
          mutability: 'view',
          params: [{ name: '_messageNumber', type: 'uint256', description: 'Number of the Linea-to-Ethereum message.' }],
          returns: [{ name: 'isClaimed', type: 'bool', description: '`true` if its bit is set in the claim bitmap.' }],
          description: 'Reads the claim bitmap. Messages claimed through the legacy `claimMessage` path are not tracked here.',
        },
        {
          name: '_addRollingHash',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [
            { name: '_messageNumber', type: 'uint256', description: 'Number of the message being sent.' },
            { name: '_messageHash', type: 'bytes32', description: 'Its hash.' },
          ],
          description: 'Stores `keccak256(rollingHashes[_messageNumber - 1], _messageHash)` as the rolling hash of this message.',
          emits: ['IL1MessageManager.RollingHashUpdated'],
        },
        {
          name: '_setL2L1MessageToClaimed',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [{ name: '_messageNumber', type: 'uint256', description: 'Number of the message being claimed.' }],
          description: 'Sets the message’s bit in the claim bitmap, refusing a second claim.',
          reverts: ['MessageAlreadyClaimed'],
        },
        {
          name: '_addL2MerkleRoots',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [
            { name: '_newRoots', type: 'bytes32[]', location: 'calldata', description: 'Roots proven by the finalization.' },
            { name: '_treeDepth', type: 'uint256', description: 'Depth shared by all of them; the circuit guarantees it is not zero.' },
          ],
          description: 'Anchors the roots of a finalization, each with the tree depth.',
          reverts: ['L2MerkleRootAlreadyAnchored'],
          emits: ['L2MerkleRootAdded'],
        },
        {
          name: '_anchorL2MessagingBlocks',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [
            { name: '_l2MessagingBlocksOffsets', type: 'bytes', location: 'calldata', description: 'Packed big-endian `uint16` offsets, one per Linea block that sent messages to Ethereum.' },
            { name: '_currentL2BlockNumber', type: 'uint256', description: 'Last block finalized before this finalization; each offset is added to it.' },
          ],
          description: 'Emits one event per Linea block with outgoing messages, so tools can map messages to roots. Nothing is stored.',
          reverts: ['BytesLengthNotMultipleOfTwo'],
          emits: ['L2MessagingBlockAnchored'],
        },
      ],
    },
  ],
};

export default page;
