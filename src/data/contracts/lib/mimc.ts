import type { ContractPage } from '../types';
import { atHead } from '../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/lib/mimc',
  overview: [
    'MiMC is a hash function designed to be cheap inside zero-knowledge circuits, which makes it the natural choice for values that Linea’s prover must recompute. `Mimc` implements on Ethereum the same MiMC variant the circuits use, over the scalar field of the BLS12-377 curve, so a value hashed by a contract and by the prover agree.',
    'The library has a single external function. It absorbs the input 32 bytes at a time in a Miyaguchi–Preneel construction: each word is encrypted with the running hash as key, and the result, the running hash and the word are added modulo the field. Each word is reduced modulo the field as it is absorbed, so words that differ by a multiple of the modulus hash alike: keep inputs below the modulus. The forced-transaction gateway uses it to build the rolling hash of forced transactions.',
  ],
  units: [
    {
      name: 'Mimc',
      kind: 'library',
      source: atHead('libraries/Mimc.sol', '^0.8.33'),
      inherits: [],
      summary: 'MiMC hash over the BLS12-377 scalar field, matching Linea’s circuits.',
      variables: [
        {
          name: 'FR_FIELD',
          type: 'uint256',
          visibility: 'internal',
          constant: true,
          value: '8444461749428370424248824938781546531375899335154063827935233455917409239041',
          description: 'Modulus of the field the hash works in: the order of the BLS12-377 scalar field.',
        },
      ],
      functions: [
        {
          name: 'hash',
          visibility: 'external',
          mutability: 'pure',
          params: [{ name: '_msg', type: 'bytes', location: 'calldata', description: 'Data to hash: at least one 32-byte word, and a whole number of words.' }],
          returns: [{ name: 'mimcHash', type: 'bytes32', description: 'The MiMC hash, a field element.' }],
          description: 'Hashes the data word by word. Because it is `external`, a contract that calls `Mimc.hash` needs the library deployed and linked, and the call is a delegate call to it.',
          reverts: ['DataMissing', 'DataIsNotMod32'],
        },
      ],
      errors: [
        { name: 'DataMissing', params: [], description: 'The input is empty.' },
        { name: 'DataIsNotMod32', params: [], description: 'The input length is not a multiple of 32 bytes.' },
      ],
    },
  ],
};

export default page;
