import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/l1/izkevmv2',
  overview: [
    '`IZkEvmV2` gathers the errors that the rollup raises while it checks a finalization proof: a proof that does not start from the last finalized state root, an empty proof, a proof type with no verifier, a proof the verifier rejects, and a verifier call that fails outright.',
    'You meet them when a `finalizeBlocks` transaction on LineaRollup reverts. Ordinary users never call finalization; the errors matter to operators and to anyone monitoring the rollup.',
  ],
  units: [
    {
      name: 'IZkEvmV2',
      kind: 'interface',
      source: atHead('rollup/interfaces/IZkEvmV2.sol', '^0.8.33'),
      inherits: [],
      summary: 'Errors of proof verification during finalization.',
      errors: [
        { name: 'StartingRootHashDoesNotMatch', params: [], description: 'The finalization claims a parent state root that is not the state root stored for the last finalized block.' },
        { name: 'ProofIsEmpty', params: [], description: 'The aggregated proof passed to finalization has no bytes.' },
        { name: 'InvalidProofType', params: [], description: 'No verifier contract is registered for the requested proof type.' },
        { name: 'InvalidProof', params: [], description: 'The verifier ran and returned `false`.' },
        {
          name: 'InvalidProofOrProofVerificationRanOutOfGas',
          params: [{ name: 'errorReason', type: 'string', description: 'What is known about the failure; `Unknown` when the verifier returned no data.' }],
          description: 'The call to the verifier reverted or ran out of gas. When the verifier returned revert data, the rollup re-raises that data under this error’s selector.',
        },
      ],
    },
  ],
};

export default page;
