import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/l1/iplonkverifier',
  usedBy: ['lineaRollup'],
  overview: [
    'Linea’s proofs are PLONK proofs, checked on Ethereum by verifier contracts generated for each circuit. LineaRollup keeps one verifier per proof type and talks to it only through `IPlonkVerifier`: it asks for the verifier’s chain configuration, folds it into the public input, and calls `Verify` with the proof and that single public input.',
    'The chain configuration is a hash of named parameters (such as the chain ID and the L2 message service address) fixed when the verifier is deployed. Binding it into the public input means a proof made for one chain cannot finalize another.',
  ],
  units: [
    {
      name: 'IPlonkVerifier',
      kind: 'interface',
      source: atHead('verifiers/interfaces/IPlonkVerifier.sol', '^0.8.33'),
      inherits: [],
      summary: 'Interface of the PLONK verifier contracts used by the rollup.',
      structs: [
        {
          name: 'ChainConfigurationParameter',
          fields: [
            { name: 'value', type: 'bytes32', description: 'Value of the parameter.' },
            { name: 'name', type: 'string', description: 'Name of the parameter.' },
          ],
          description: 'One named parameter of the chain configuration, passed to the verifier’s constructor.',
        },
      ],
      functions: [
        {
          name: 'getChainConfiguration',
          visibility: 'external',
          mutability: 'view',
          params: [],
          returns: [{ name: '', type: 'bytes32', description: 'Hash of the chain configuration.' }],
          description: 'Returns the chain configuration hash the verifier was deployed with. The rollup includes it in every public input it computes.',
        },
        {
          name: 'Verify',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [
            { name: '_proof', type: 'bytes', location: 'calldata', description: 'Serialized PLONK proof.' },
            { name: '_public_inputs', type: 'uint256[]', location: 'calldata', description: 'Public inputs, reduced modulo the scalar field; the rollup passes exactly one.' },
          ],
          returns: [{ name: 'success', type: 'bool', description: '`true` if the proof is valid for these inputs.' }],
          description: 'Checks a proof. Generated verifiers revert on malformed input and return `false` for a well-formed proof that does not verify.',
        },
      ],
      events: [
        {
          name: 'ChainConfigurationSet',
          params: [
            { name: 'chainConfigurationHash', type: 'bytes32', description: 'Resulting hash.' },
            { name: 'parameters', type: 'ChainConfigurationParameter[]', description: 'Parameters it was computed from.' },
          ],
          description: 'Emitted once, when a verifier is deployed with its chain configuration.',
        },
      ],
      errors: [{ name: 'ChainConfigurationNotProvided', params: [], description: 'A verifier was deployed with an empty list of chain configuration parameters.' }],
    },
  ],
};

export default page;
