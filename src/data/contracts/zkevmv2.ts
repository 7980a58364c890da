import type { ContractPage } from './types';
import { atHead } from './source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/zkevmv2',
  overview: [
    '`ZkEvmV2` is the proving layer of the rollup contract on Ethereum, and LineaRollup inherits it. It holds what finalization builds on: the number of the last finalized Linea block, the state root of finalized blocks, and the verifier contract to use for each proof type.',
    'Earlier versions also verified proofs here; at the documented commit that step lives in [LineaRollupBase](/api/linea-smart-contracts/linearollup#source-linearollupbase), and `ZkEvmV2` is storage plus the operator role. Its getters are useful to anyone watching the rollup: `currentL2BlockNumber` tells you [how far Linea is finalized on Ethereum](/get-started/how-to/finalized-block).',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'ZkEvmV2',
      kind: 'abstract contract',
      source: atHead('rollup/ZkEvmV2.sol', '^0.8.33'),
      inherits: ['AccessControlUpgradeable', 'L1MessageServiceBase', 'IZkEvmV2'],
      summary: 'Finalized block number, state roots, verifiers and the operator role of the rollup.',
      variables: [
        { name: 'OPERATOR_ROLE', type: 'bytes32', visibility: 'public', constant: true, value: 'keccak256("OPERATOR_ROLE")', description: 'Role of the accounts that submit data and finalize blocks.' },
        { name: 'currentL2BlockNumber', type: 'uint256', visibility: 'public', description: 'Number of the last Linea block finalized on Ethereum.' },
        { name: 'stateRootHashes', type: 'mapping(uint256 blockNumber => bytes32 stateRootHash)', visibility: 'public', description: 'State root at the end of each finalization, by Linea block number. Only the last block of each finalized range has an entry.' },
        { name: 'verifiers', type: 'mapping(uint256 proofType => address verifierAddress)', visibility: 'public', description: 'Verifier contract used for each proof type; zero when the type is not set.' },
      ],
    },
  ],
};

export default page;
