import type { ContractPage } from '../types';
import { atHead } from '../source';
import { roleConstant } from './roles';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/lib/linearolluppausemanager',
  overview: [
    'The LineaRollup contract on Ethereum pauses through `LineaRollupPauseManager`. It adds nothing to the mechanics of [PauseManager](/api/linea-smart-contracts/lib/pausemanager); it only names the pause and unpause roles for the activities the rollup and its L1 message service can halt.',
    'A role only takes effect once the rollup maps it to a pause type, at initialization or later through `updatePauseTypeRole` and `updateUnpauseTypeRole`. Read the mapping from the events of the deployed contract if you need to know exactly which role controls which type.',
  ],
  units: [
    {
      name: 'LineaRollupPauseManager',
      kind: 'abstract contract',
      source: atHead('security/pausing/LineaRollupPauseManager.sol', '^0.8.33'),
      inherits: ['PauseManager'],
      summary: 'Pause and unpause role identifiers of the rollup and L1 message service.',
      variables: [
        roleConstant('PAUSE_L1_L2_ROLE', 'Pauses sending messages from Ethereum to Linea (`PauseType.L1_L2`).'),
        roleConstant('UNPAUSE_L1_L2_ROLE', 'Unpauses sending messages from Ethereum to Linea.'),
        roleConstant('PAUSE_L2_L1_ROLE', 'Pauses claiming Linea-to-Ethereum messages on Ethereum (`PauseType.L2_L1`).'),
        roleConstant('UNPAUSE_L2_L1_ROLE', 'Unpauses claiming Linea-to-Ethereum messages on Ethereum.'),
        roleConstant('PAUSE_STATE_DATA_SUBMISSION_ROLE', 'Pauses the submission of L2 state data (`PauseType.STATE_DATA_SUBMISSION`).'),
        roleConstant('UNPAUSE_STATE_DATA_SUBMISSION_ROLE', 'Unpauses the submission of L2 state data.'),
        roleConstant('PAUSE_FINALIZATION_ROLE', 'Pauses block finalization (`PauseType.FINALIZATION`).'),
        roleConstant('UNPAUSE_FINALIZATION_ROLE', 'Unpauses block finalization.'),
        roleConstant('PAUSE_NATIVE_YIELD_STAKING_ROLE', 'Pauses sending ETH from the rollup to native-yield staking (`PauseType.NATIVE_YIELD_STAKING`).'),
        roleConstant('UNPAUSE_NATIVE_YIELD_STAKING_ROLE', 'Unpauses sending ETH to native-yield staking.'),
      ],
    },
  ],
};

export default page;
