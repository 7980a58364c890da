import type { ContractPage, Param } from '../types';
import { atHead } from '../source';

const pauseType: Param = { name: '_pauseType', type: 'PauseType', description: 'Which functionality to act on. `UNUSED` is rejected.' };
const newRole: Param = { name: '_newRole', type: 'bytes32', description: 'Role identifier that takes over; it must differ from the current one.' };

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/ipausemanager',
  overview: [
    'Every Linea contract that can be halted in an emergency (the rollup and L1 message service, the L2 message service, the token bridge) exposes this interface. Pausing is by type: instead of one global switch, each kind of activity, such as sending messages from L1, finalizing blocks or completing a bridge transfer, has its own flag, its own pause role and its own unpause role.',
    'Pauses set by ordinary pause roles are temporary: they expire after a fixed window and are followed by a cooldown during which those roles cannot pause again. Holders of the security council role can pause without a time limit and are the only ones who can lift such a pause. The mechanics are implemented in [PauseManager](/api/linea-smart-contracts/lib/pausemanager); this page lists the shared types, events and errors.',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'IPauseManager',
      kind: 'interface',
      source: atHead('security/pausing/interfaces/IPauseManager.sol', '^0.8.33'),
      inherits: [],
      summary: 'Pause types, pause and unpause entry points, and the events and errors of type-based pausing.',
      structs: [
        {
          name: 'PauseTypeRole',
          fields: [
            { name: 'pauseType', type: 'PauseType', description: 'Pause type the role applies to.' },
            { name: 'role', type: 'bytes32', description: 'Role allowed to pause (or, in the unpause list, to unpause) that type.' },
          ],
          description: 'Pairs a pause type with a role. Initializers take two lists of these: one says who may pause each type, the other who may unpause it.',
        },
      ],
      enums: [
        {
          name: 'PauseType',
          values: [
            { name: 'UNUSED', description: 'Placeholder so that a zero value never pauses anything; every function rejects it.' },
            { name: 'GENERAL', description: 'Halts everything that checks the general flag as well as its own type.' },
            { name: 'L1_L2', description: 'Messages from Ethereum to Linea: sending on L1, claiming on L2.' },
            { name: 'L2_L1', description: 'Messages from Linea to Ethereum: sending on L2, claiming on L1.' },
            { name: 'BLOB_SUBMISSION', description: 'Deprecated; kept so later values keep their numbers.' },
            { name: 'CALLDATA_SUBMISSION', description: 'Deprecated; kept so later values keep their numbers.' },
            { name: 'FINALIZATION', description: 'Finalizing L2 blocks on the rollup.' },
            { name: 'INITIATE_TOKEN_BRIDGING', description: 'Starting a transfer on the token bridge.' },
            { name: 'COMPLETE_TOKEN_BRIDGING', description: 'Completing a transfer on the token bridge.' },
            { name: 'NATIVE_YIELD_STAKING', description: 'Moving ETH from the L1 message service into native-yield staking.' },
            { name: 'NATIVE_YIELD_UNSTAKING', description: 'Unstaking and withdrawal operations of the yield manager.' },
            { name: 'NATIVE_YIELD_PERMISSIONLESS_ACTIONS', description: 'Yield-manager operations that anyone may trigger.' },
            { name: 'NATIVE_YIELD_REPORTING', description: 'Reporting of earned native yield by the yield manager.' },
            { name: 'STATE_DATA_SUBMISSION', description: 'Submitting L2 state data (blobs) to the rollup.' },
          ],
          description: 'The kinds of activity that can be paused independently. The numeric value is what goes on the wire and into events, and it is also the bit position of the type in the pause bitmap.',
        },
      ],
      functions: [
        {
          name: 'pauseByType',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [pauseType],
          description: 'Pauses one type. A security council member pauses it until someone with the security council role unpauses it; any other holder of the type’s pause role starts a pause that expires on its own.',
        },
        {
          name: 'unPauseByType',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [pauseType],
          description: 'Lifts the pause on one type and clears its expiry. It does not shorten the cooldown that blocks further pauses.',
        },
        {
          name: 'unPauseByExpiredType',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [pauseType],
          description: 'Lifts a pause whose time is up. Open to anyone, so an expired pause never depends on a particular account to end.',
        },
        {
          name: 'isPaused',
          visibility: 'external',
          mutability: 'view',
          params: [pauseType],
          returns: [{ name: 'pauseTypeIsPaused', type: 'bool', description: '`true` while the type is paused.' }],
          description: 'Reads the flag of one type. It does not fold in `GENERAL`: a function guarded by both can be blocked while this returns `false` for its own type.',
        },
        {
          name: 'updatePauseTypeRole',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [pauseType, newRole],
          description: 'Changes which role may pause a type.',
        },
        {
          name: 'updateUnpauseTypeRole',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [pauseType, newRole],
          description: 'Changes which role may unpause a type.',
        },
        {
          name: 'resetNonSecurityCouncilCooldownEnd',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [],
          description: 'Ends the cooldown early, so ordinary pause roles can pause again straight away.',
        },
      ],
      events: [
        {
          name: 'Paused',
          params: [
            { name: 'messageSender', type: 'address', description: 'Account that paused.' },
            { name: 'pauseType', type: 'PauseType', indexed: true, description: 'Type now paused.' },
          ],
          description: 'A type was paused with an expiry.',
        },
        {
          name: 'UnPaused',
          params: [
            { name: 'messageSender', type: 'address', description: 'Account that unpaused.' },
            { name: 'pauseType', type: 'PauseType', indexed: true, description: 'Type now running again.' },
          ],
          description: 'A type was unpaused by a holder of its unpause role.',
        },
        {
          name: 'UnPausedDueToExpiry',
          params: [{ name: 'pauseType', type: 'PauseType', indexed: true, description: 'Type now running again.' }],
          description: 'An expired pause was lifted through `unPauseByExpiredType`.',
        },
        {
          name: 'PauseTypeRoleSet',
          params: [
            { name: 'pauseType', type: 'PauseType', indexed: true, description: 'Pause type configured.' },
            { name: 'role', type: 'bytes32', indexed: true, description: 'Role that may pause it.' },
          ],
          description: 'A pause role was assigned while the contract was being initialized.',
        },
        {
          name: 'PauseTypeRoleUpdated',
          params: [
            { name: 'pauseType', type: 'PauseType', indexed: true, description: 'Pause type changed.' },
            { name: 'role', type: 'bytes32', indexed: true, description: 'Role that may pause it from now on.' },
            { name: 'previousRole', type: 'bytes32', indexed: true, description: 'Role that could pause it before.' },
          ],
          description: 'The pause role of a type was replaced after initialization.',
        },
        {
          name: 'UnPauseTypeRoleSet',
          params: [
            { name: 'unPauseType', type: 'PauseType', indexed: true, description: 'Pause type configured.' },
            { name: 'role', type: 'bytes32', indexed: true, description: 'Role that may unpause it.' },
          ],
          description: 'An unpause role was assigned while the contract was being initialized.',
        },
        {
          name: 'UnPauseTypeRoleUpdated',
          params: [
            { name: 'unPauseType', type: 'PauseType', indexed: true, description: 'Pause type changed.' },
            { name: 'role', type: 'bytes32', indexed: true, description: 'Role that may unpause it from now on.' },
            { name: 'previousRole', type: 'bytes32', indexed: true, description: 'Role that could unpause it before.' },
          ],
          description: 'The unpause role of a type was replaced after initialization.',
        },
        {
          name: 'PausedIndefinitely',
          params: [
            { name: 'messageSender', type: 'address', description: 'Security council account that paused.' },
            { name: 'pauseType', type: 'PauseType', indexed: true, description: 'Type paused without expiry.' },
          ],
          description: 'A security council member paused a type with no expiry, or turned an expiring pause into an open-ended one.',
        },
        {
          name: 'NonSecurityCouncilCooldownEndReset',
          params: [],
          description: 'The security council cut the cooldown short.',
        },
      ],
      errors: [
        {
          name: 'IsPaused',
          params: [{ name: 'pauseType', type: 'PauseType', description: 'The type that is paused: the function’s own type or `GENERAL`.' }],
          description: 'The function is blocked by a pause. Also raised when someone tries to pause a type that is already paused and they cannot extend it.',
        },
        {
          name: 'PauseNotExpired',
          params: [{ name: 'expiryEnd', type: 'uint256', description: 'Timestamp from which the pause can be lifted by anyone.' }],
          description: '`unPauseByExpiredType` was called before the pause ran out.',
        },
        {
          name: 'IsNotPaused',
          params: [{ name: 'pauseType', type: 'PauseType', description: 'Type that is running.' }],
          description: 'An unpause was requested for a type that is not paused.',
        },
        {
          name: 'PauseUnavailableDueToCooldown',
          params: [{ name: 'cooldownEnd', type: 'uint256', description: 'Timestamp at which ordinary pause roles may pause again.' }],
          description: 'A holder of an ordinary pause role tried to pause during the cooldown that follows a pause window.',
        },
        { name: 'PauseTypeNotUsed', params: [], description: 'The `UNUSED` placeholder was passed as a pause type.' },
        { name: 'RolesNotDifferent', params: [], description: 'A role update would set the role that is already configured.' },
        {
          name: 'OnlySecurityCouncilCanUnpauseIndefinitePause',
          params: [{ name: 'pauseType', type: 'PauseType', description: 'Type paused without expiry.' }],
          description: 'Only the security council can lift a pause it set without expiry, even if the caller holds the unpause role of the type.',
        },
      ],
    },
  ],
};

export default page;
