import type { ContractPage } from '../types';
import { atHead } from '../source';
import { roleConstant } from './roles';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/lib/l2messageservicepausemanager',
  overview: [
    'L2MessageService on Linea pauses through `L2MessageServicePauseManager`, a [PauseManager](/api/linea-smart-contracts/lib/pausemanager) that only adds the names of the roles for the two message directions.',
    'On Linea, `L1_L2` guards claiming messages that came from Ethereum and `L2_L1` guards sending messages to Ethereum. Anchoring of L1 message hashes stops only when the `GENERAL` type is paused.',
  ],
  units: [
    {
      name: 'L2MessageServicePauseManager',
      kind: 'abstract contract',
      source: atHead('security/pausing/L2MessageServicePauseManager.sol', '^0.8.33'),
      inherits: ['PauseManager'],
      summary: 'Pause and unpause role identifiers of the L2 message service.',
      variables: [
        roleConstant('PAUSE_L1_L2_ROLE', 'Pauses claiming Ethereum-to-Linea messages on Linea (`PauseType.L1_L2`).'),
        roleConstant('UNPAUSE_L1_L2_ROLE', 'Unpauses claiming Ethereum-to-Linea messages.'),
        roleConstant('PAUSE_L2_L1_ROLE', 'Pauses sending messages from Linea to Ethereum (`PauseType.L2_L1`).'),
        roleConstant('UNPAUSE_L2_L1_ROLE', 'Unpauses sending messages from Linea to Ethereum.'),
      ],
    },
  ],
};

export default page;
