import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/lib/sparsemerkletreeverifier',
  usedBy: ['lineaRollup'],
  overview: [
    'When Linea blocks are finalized on Ethereum, the rollup stores the roots of Merkle trees whose leaves are the hashes of the Linea-to-Ethereum messages in those blocks. To claim such a message on Ethereum you present a proof of its leaf against one of these roots; `SparseMerkleTreeVerifier` checks that proof.',
    'Nodes are hashed with keccak-256 over the two 32-byte children. At each level, the matching bit of the leaf index says whether the running node is the left or the right child. The caller checks the depth of the tree against the stored root beforehand.',
  ],
  units: [
    {
      name: 'SparseMerkleTreeVerifier',
      kind: 'library',
      source: atHead('messaging/libraries/SparseMerkleTreeVerifier.sol', '^0.8.33'),
      inherits: [],
      summary: 'Verifies Merkle proofs of L2-to-L1 messages.',
      functions: [
        {
          name: '_verifyMerkleProof',
          visibility: 'internal',
          mutability: 'pure',
          params: [
            { name: '_leafHash', type: 'bytes32', description: 'Message hash at the leaf.' },
            { name: '_proof', type: 'bytes32[]', location: 'calldata', description: 'Sibling hashes from the leaf up to the root; its length is the tree depth.' },
            { name: '_leafIndex', type: 'uint32', description: 'Position of the leaf; must fit in a tree of that depth.' },
            { name: '_root', type: 'bytes32', description: 'Root to check against.' },
          ],
          returns: [{ name: 'proofIsValid', type: 'bool', description: '`true` if the recomputed root equals `_root`.' }],
          description: 'Recomputes the root from the leaf and the proof and compares it with `_root`. An index beyond the last leaf reverts rather than returning `false`.',
          reverts: ['LeafIndexOutOfBounds', 'SafeCastOverflowedUintDowncast'],
        },
        {
          name: 'safeCastToUint32',
          visibility: 'internal',
          mutability: 'pure',
          params: [{ name: '_value', type: 'uint256', description: 'Value to narrow.' }],
          returns: [{ name: 'castUint32', type: 'uint32', description: 'The same value as `uint32`.' }],
          description: 'Narrows a value to `uint32`, reverting instead of truncating when it does not fit.',
          reverts: ['SafeCastOverflowedUintDowncast'],
        },
      ],
      errors: [
        {
          name: 'SafeCastOverflowedUintDowncast',
          params: [
            { name: 'bits', type: 'uint8', description: 'Target width in bits.' },
            { name: 'value', type: 'uint256', description: 'Value that did not fit.' },
          ],
          description: 'A value was too large for the narrower integer type; with a proof longer than 32 levels, the largest leaf index overflows `uint32`.',
        },
        {
          name: 'LeafIndexOutOfBounds',
          params: [
            { name: 'leafIndex', type: 'uint32', description: 'Index given.' },
            { name: 'maxAllowedIndex', type: 'uint32', description: 'Last valid index for the proof’s depth, `2^depth - 1`.' },
          ],
          description: 'The leaf index does not exist in a tree of the proof’s depth.',
        },
      ],
    },
  ],
};

export default page;
