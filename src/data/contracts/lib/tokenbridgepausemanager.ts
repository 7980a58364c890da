import type { ContractPage } from '../types';
import { atHead } from '../source';
import { roleConstant } from './roles';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/lib/tokenbridgepausemanager',
  overview: [
    'The token bridge, on both layers, pauses through `TokenBridgePauseManager`: a [PauseManager](/api/linea-smart-contracts/lib/pausemanager) that names roles for the two halves of a transfer, starting it on the origin layer and completing it on the destination layer.',
    'Because the halves pause separately, an operator can stop new deposits while transfers already in flight still complete, or the other way round.',
  ],
  units: [
    {
      name: 'TokenBridgePauseManager',
      kind: 'abstract contract',
      source: atHead('security/pausing/TokenBridgePauseManager.sol', '^0.8.33'),
      inherits: ['PauseManager'],
      summary: 'Pause and unpause role identifiers of the token bridge.',
      variables: [
        roleConstant('PAUSE_INITIATE_TOKEN_BRIDGING_ROLE', 'Pauses starting transfers, `bridgeToken` and `bridgeTokenWithPermit` (`PauseType.INITIATE_TOKEN_BRIDGING`).'),
        roleConstant('UNPAUSE_INITIATE_TOKEN_BRIDGING_ROLE', 'Unpauses starting transfers.'),
        roleConstant('PAUSE_COMPLETE_TOKEN_BRIDGING_ROLE', 'Pauses completing transfers, `completeBridging` (`PauseType.COMPLETE_TOKEN_BRIDGING`).'),
        roleConstant('UNPAUSE_COMPLETE_TOKEN_BRIDGING_ROLE', 'Unpauses completing transfers.'),
      ],
    },
  ],
};

export default page;
