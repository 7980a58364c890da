import type { ContractPage } from '../types';
import { atHead } from '../source';

const constant = (name: string, type: string, value: string, description: string) => ({
  name,
  type,
  visibility: 'internal' as const,
  constant: true,
  value,
  description,
});

const page: ContractPage = {
  path: '/api/linea-smart-contracts/lib/sparsemerkleproof',
  overview: [
    'Linea’s state is kept in a [sparse Merkle tree](/technology/state-manager) hashed with Poseidon2, not in Ethereum’s Merkle Patricia trie. `SparseMerkleProof` lets an Ethereum contract check a proof from that tree, as returned by the [`linea_getProof`](/api/reference/linea-getproof) RPC method, against a Linea state root finalized by [LineaRollup](/api/linea-smart-contracts/linearollup). This is how a contract on Ethereum can trust a Linea account balance or storage slot without an oracle.',
    'A raw proof has 42 entries: the next-free-node value and the sub-tree root, 40 sibling nodes, and the leaf. `verifyProof` hashes them into a root and compares it with the one you pass; the other functions decode and hash leaves and account values so you can check what the proven leaf contains. The library is deployed on its own and its functions are `external`, so contracts call it through a linked address.',
  ],
  units: [
    {
      name: 'SparseMerkleProof',
      kind: 'library',
      source: atHead('libraries/SparseMerkleProof.sol', '^0.8.33'),
      inherits: [],
      summary: 'Verifies Linea state proofs (Poseidon2 sparse Merkle tree) on Ethereum.',
      structs: [
        {
          name: 'Account',
          fields: [
            { name: 'nonce', type: 'uint64', description: 'Account nonce.' },
            { name: 'balance', type: 'uint256', description: 'Balance in wei.' },
            { name: 'storageRoot', type: 'bytes32', description: 'Root of the account’s storage tree.' },
            { name: 'snarkCodeHash', type: 'bytes32', description: 'SNARK-friendly hash of the code.' },
            { name: 'keccakCodeHash', type: 'bytes32', description: 'keccak-256 of the code, as in Ethereum.' },
            { name: 'codeSize', type: 'uint64', description: 'Code size in bytes.' },
          ],
          description: 'An account as stored in Linea’s state tree, decoded from the 192-byte value in a proof.',
        },
        {
          name: 'Leaf',
          fields: [
            { name: 'prev', type: 'uint256[2]', description: 'Link to the previous leaf in key order.' },
            { name: 'next', type: 'uint256[2]', description: 'Link to the next leaf in key order.' },
            { name: 'hKey', type: 'bytes32', description: 'Hash of the key (the account address or storage slot).' },
            { name: 'hValue', type: 'bytes32', description: 'Hash of the value.' },
          ],
          description: 'A leaf of the state tree. Leaves form a list sorted by key hash, which is what makes proofs of absence possible.',
        },
      ],
      variables: [
        constant('TREE_DEPTH', 'uint256', '40', 'Depth of the state trees.'),
        constant('UNFORMATTED_PROOF_LENGTH', 'uint256', '42', 'Number of entries in a raw proof.'),
        constant('ZERO_HASH', 'bytes32', '0x0', 'Value used for an empty sibling.'),
        constant('MAX_TREE_LEAF_INDEX', 'uint256', '2 ** TREE_DEPTH - 1', 'Highest leaf index.'),
        constant('LEAF_BYTES_LENGTH', 'uint256', '192', 'Size of an encoded leaf.'),
        constant('ACCOUNT_BYTES_LENGTH', 'uint256', '192', 'Size of an encoded account value.'),
      ],
      functions: [
        {
          name: 'verifyProof',
          visibility: 'external',
          mutability: 'pure',
          params: [
            { name: '_rawProof', type: 'bytes[]', location: 'calldata', description: 'The proof’s nodes as returned by `linea_getProof`, 42 entries.' },
            { name: '_leafIndex', type: 'uint256', description: 'Index of the leaf, from the same response.' },
            { name: '_root', type: 'bytes32', description: 'State root to verify against, such as a finalized root from LineaRollup’s `stateRootHashes`.' },
          ],
          returns: [{ name: '', type: 'bool', description: '`true` if the proof leads to `_root`.' }],
          description: 'Verifies a state proof. It first rebuilds the sub-tree root from the leaf and its 40 siblings, which must equal the sub-tree root inside the proof, then hashes that with the next-free-node value and compares the result with `_root`. Malformed proofs revert rather than return `false`.',
          reverts: ['WrongProofLength', 'WrongBytesLength', 'LengthNotMod32', 'MaxTreeLeafIndexExceed', 'SubSmtRootMismatch'],
        },
        {
          name: 'poseidon2Hash',
          visibility: 'external',
          mutability: 'pure',
          params: [{ name: '_input', type: 'bytes', location: 'calldata', description: 'Data to hash, in whole 32-byte words.' }],
          returns: [{ name: '', type: 'bytes32', description: 'Poseidon2 hash.' }],
          description: 'Hashes data with the Poseidon2 function used by the state tree.',
        },
        {
          name: 'getLeaf',
          visibility: 'external',
          mutability: 'pure',
          params: [{ name: '_encodedLeaf', type: 'bytes', location: 'calldata', description: 'The 192-byte leaf, the last entry of a raw proof.' }],
          returns: [{ name: '', type: 'Leaf', location: 'memory', description: 'The decoded leaf.' }],
          description: 'Decodes a leaf so you can compare its key and value hashes with what you expect.',
          reverts: ['WrongBytesLength'],
        },
        {
          name: 'getAccount',
          visibility: 'external',
          mutability: 'pure',
          params: [{ name: '_encodedAccountValue', type: 'bytes', location: 'calldata', description: 'The 192-byte account value from the proof response.' }],
          returns: [{ name: '', type: 'Account', location: 'memory', description: 'The decoded account.' }],
          description: 'Decodes an account value.',
          reverts: ['WrongBytesLength'],
        },
        {
          name: 'hashAccountKey',
          visibility: 'external',
          mutability: 'pure',
          params: [{ name: '_addr', type: 'address', description: 'Account address.' }],
          returns: [{ name: '', type: 'bytes32', description: 'Key hash, to compare with `Leaf.hKey`.' }],
          description: 'Computes the key hash under which an account is stored in the state tree.',
        },
        {
          name: 'hashAccountValue',
          visibility: 'external',
          mutability: 'pure',
          params: [{ name: '_value', type: 'bytes', location: 'calldata', description: 'The 192-byte account value.' }],
          returns: [{ name: '', type: 'bytes32', description: 'Value hash, to compare with `Leaf.hValue`.' }],
          description: 'Computes the value hash of an account.',
          reverts: ['WrongBytesLength'],
        },
        {
          name: 'hashStorageValue',
          visibility: 'external',
          mutability: 'pure',
          params: [{ name: '_value', type: 'bytes32', description: 'Storage slot value.' }],
          returns: [{ name: '', type: 'bytes32', description: 'Value hash, to compare with `Leaf.hValue` in a storage proof.' }],
          description: 'Computes the value hash of a storage slot.',
        },
      ],
      errors: [
        {
          name: 'WrongBytesLength',
          params: [
            { name: 'expectedLength', type: 'uint256', description: 'Length required.' },
            { name: 'bytesLength', type: 'uint256', description: 'Length given.' },
          ],
          description: 'An encoded leaf, account value or proof header has the wrong size.',
        },
        { name: 'LengthNotMod32', params: [], description: 'A proof node is not a whole number of 32-byte words.' },
        { name: 'MaxTreeLeafIndexExceed', params: [], description: 'The leaf index does not fit in a tree of depth 40.' },
        {
          name: 'WrongProofLength',
          params: [
            { name: 'expectedLength', type: 'uint256', description: '42.' },
            { name: 'actualLength', type: 'uint256', description: 'Number of entries given.' },
          ],
          description: 'The raw proof does not have 42 entries.',
        },
        {
          name: 'SubSmtRootMismatch',
          params: [
            { name: 'expected', type: 'bytes32', description: 'Sub-tree root stated in the proof.' },
            { name: 'actual', type: 'bytes32', description: 'Sub-tree root computed from the leaf and siblings.' },
          ],
          description: 'The proof is inconsistent: its siblings do not lead to the sub-tree root it states.',
        },
      ],
    },
  ],
};

export default page;
