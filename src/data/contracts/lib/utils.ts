import type { ContractPage, FunctionDoc } from '../types';
import { HISTORICAL, atCommit, atHead } from '../source';

const keccakPair = (left: string, right: string, what: string): FunctionDoc => ({
  name: '_efficientKeccak',
  visibility: 'internal',
  mutability: 'pure',
  params: [
    { name: '_left', type: left, description: 'First 32-byte word.' },
    { name: '_right', type: right, description: 'Second 32-byte word.' },
  ],
  returns: [{ name: 'value', type: 'bytes32', description: `\`keccak256(abi.encode(_left, _right))\`.` }],
  description: `Hashes ${what} by writing them to the scratch space at memory 0x00–0x3f and hashing those 64 bytes, which avoids allocating memory.`,
});

const page: ContractPage = {
  path: '/api/linea-smart-contracts/lib/utils',
  overview: [
    '`Utils` was a two-function library for the hash the Linea contracts compute most: keccak-256 of two 32-byte words. The message services use it to extend rolling hashes and to walk Merkle proofs, where hashing two words with `abi.encode` would waste gas on memory.',
    'In January 2025 the monorepo’s contracts moved from `contracts/contracts` to `contracts/src` and the library was renamed `EfficientLeftRightKeccak`, with the same two functions. Both are shown here.',
  ],
  history: {
    documentedAt: HISTORICAL.utils.date,
    fate: 'It was renamed to EfficientLeftRightKeccak when the contracts folder was restructured.',
    replacedBy: ['EfficientLeftRightKeccak'],
  },
  companionsNote: '`EfficientLeftRightKeccak`, the library under its current name at the newest commit, is documented on this page too.',
  units: [
    {
      name: 'Utils',
      kind: 'library',
      source: atCommit('contracts/contracts/lib/Utils.sol', HISTORICAL.utils.commit, '>=0.8.19 <=0.8.26'),
      inherits: [],
      summary: 'Cheap keccak-256 of two words (until January 2025).',
      functions: [keccakPair('bytes32', 'bytes32', 'two `bytes32` values'), keccakPair('uint256', 'address', 'a number and an address')],
    },
    {
      name: 'EfficientLeftRightKeccak',
      kind: 'library',
      source: atHead('libraries/EfficientLeftRightKeccak.sol', '^0.8.33'),
      inherits: [],
      summary: 'The same library under its current name.',
      functions: [keccakPair('bytes32', 'bytes32', 'two `bytes32` values'), keccakPair('uint256', 'address', 'a number and an address')],
    },
  ],
};

export default page;
