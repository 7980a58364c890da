import type { ContractPage, Param } from '../types';
import { atHead } from '../source';

const pauseType: Param = { name: '_pauseType', type: 'PauseType', description: 'Pause type to act on.' };
const newRole: Param = { name: '_newRole', type: 'bytes32', description: 'Role identifier that takes over; it must differ from the current one.' };
const assignments = (what: string): Param => ({
  name: what === 'pause' ? '_pauseTypeRoleAssignments' : '_unpauseTypeRoleAssignments',
  type: 'PauseTypeRole[]',
  location: 'calldata',
  description: `Which role may ${what} each type. Types left out have no ${what} role until one is set with \`update${what === 'pause' ? 'Pause' : 'Unpause'}TypeRole\`.`,
});

const page: ContractPage = {
  path: '/api/linea-smart-contracts/lib/pausemanager',
  overview: [
    '`PauseManager` is the engine behind type-based pausing in the Linea contracts. It keeps one bit per pause type, maps each type to the role that may pause it and the role that may unpause it, and gives inheriting contracts modifiers to guard their functions with.',
    'Ordinary pause roles get a bounded pause. The first such pause opens a window: it lasts `PAUSE_DURATION`, other types can be paused inside it and all of them expire together, and once it closes a `COOLDOWN_DURATION` follows in which those roles cannot pause at all. The security council is outside this scheme: its pauses never expire and only it can lift them, and it can reset the cooldown. The rollup, the L2 message service and the token bridge each inherit a thin subclass that only adds their role names.',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'PauseManager',
      kind: 'abstract contract',
      source: atHead('security/pausing/PauseManager.sol', '^0.8.33'),
      inherits: ['IPauseManager', 'AccessControlUpgradeable'],
      summary: 'Per-type pause flags with expiring pauses, a cooldown, and open-ended pauses for the security council.',
      variables: [
        { name: 'PAUSE_ALL_ROLE', type: 'bytes32', visibility: 'public', constant: true, value: 'keccak256("PAUSE_ALL_ROLE")', description: 'Role meant to pause every type. The contract has no special case for it: it takes effect through the pause-role mapping, where a deployment assigns it to the types it should cover.' },
        { name: 'UNPAUSE_ALL_ROLE', type: 'bytes32', visibility: 'public', constant: true, value: 'keccak256("UNPAUSE_ALL_ROLE")', description: 'Counterpart of `PAUSE_ALL_ROLE` in the unpause-role mapping.' },
        { name: 'SECURITY_COUNCIL_ROLE', type: 'bytes32', visibility: 'public', constant: true, value: 'keccak256("SECURITY_COUNCIL_ROLE")', description: 'Lifts the time limits: its holder pauses without expiry or cooldown, alone can unpause such pauses, and manages the pause-role mapping. It is not a pause role by itself; the holder still needs the role mapped to the type.' },
        { name: 'PAUSE_DURATION', type: 'uint256', visibility: 'public', constant: true, value: '48 hours', description: 'How long a pause by an ordinary pause role lasts before anyone may lift it.' },
        { name: 'COOLDOWN_DURATION', type: 'uint256', visibility: 'public', constant: true, value: '48 hours', description: 'Lock-out after a pause window, during which ordinary pause roles cannot pause.' },
        { name: 'nonSecurityCouncilCooldownEnd', type: 'uint256', visibility: 'public', description: 'Unix time at which ordinary pause roles may open a new pause window. While `block.timestamp` is more than `COOLDOWN_DURATION` before it, a window is open and more types can be paused.' },
        { name: 'pauseTypeExpiryTimestamps', type: 'mapping(PauseType pauseType => uint256 expiryTimestamp)', visibility: 'public', description: 'Expiry of the current pause of each type; zero when not paused, the maximum `uint256` for a security council pause.' },
      ],
      modifiers: [
        { name: 'onlyUsedPausedTypes', params: [pauseType], description: 'Rejects the `UNUSED` placeholder.', reverts: ['PauseTypeNotUsed'] },
        { name: 'whenTypeAndGeneralNotPaused', params: [pauseType], description: 'Lets the function run only if neither its own type nor `GENERAL` is paused. This is the guard most entry points use.', reverts: ['IsPaused'] },
        { name: 'whenTypeNotPaused', params: [pauseType], description: 'Checks a single type and ignores `GENERAL`; pass `PauseType.GENERAL` to guard on the general flag alone.', reverts: ['IsPaused'] },
      ],
      functions: [
        {
          name: 'pauseByType',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [pauseType],
          modifiers: ['onlyUsedPausedTypes(_pauseType)', 'onlyRole(_pauseTypeRoles[_pauseType])'],
          access: 'Holders of the pause role mapped to the type. Without the security council role the call also has to fall inside an open pause window or start a new one after the cooldown.',
          description: 'Pauses a type. For an ordinary pause role, the first call after the cooldown sets the expiry to now plus `PAUSE_DURATION` and moves `nonSecurityCouncilCooldownEnd` a further `COOLDOWN_DURATION` out; later calls inside that window reuse the same expiry. For the security council the pause has no expiry, and it can also turn an expiring pause into an open-ended one.',
          reverts: ['PauseTypeNotUsed', 'IsPaused', 'PauseUnavailableDueToCooldown'],
          emits: ['Paused', 'PausedIndefinitely'],
        },
        {
          name: 'resetNonSecurityCouncilCooldownEnd',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [],
          modifiers: ['onlyRole(SECURITY_COUNCIL_ROLE)'],
          access: 'Holders of `SECURITY_COUNCIL_ROLE`.',
          description: 'Sets `nonSecurityCouncilCooldownEnd` to the current time, so ordinary pause roles can open a new window at once.',
          emits: ['NonSecurityCouncilCooldownEndReset'],
        },
        {
          name: 'unPauseByType',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [pauseType],
          modifiers: ['onlyUsedPausedTypes(_pauseType)', 'onlyRole(_unPauseTypeRoles[_pauseType])'],
          access: 'Holders of the unpause role mapped to the type; for a pause without expiry, the caller must also hold `SECURITY_COUNCIL_ROLE`.',
          description: 'Lifts the pause of a type and deletes its expiry. The cooldown is left as it is.',
          reverts: ['PauseTypeNotUsed', 'IsNotPaused', 'OnlySecurityCouncilCanUnpauseIndefinitePause'],
          emits: ['UnPaused'],
        },
        {
          name: 'unPauseByExpiredType',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [pauseType],
          modifiers: ['onlyUsedPausedTypes(_pauseType)'],
          description: 'Lifts a pause once its expiry has passed. Security council pauses never qualify because their expiry is the maximum `uint256`.',
          reverts: ['PauseTypeNotUsed', 'IsNotPaused', 'PauseNotExpired'],
          emits: ['UnPausedDueToExpiry'],
        },
        {
          name: 'isPaused',
          visibility: 'public',
          mutability: 'view',
          params: [pauseType],
          returns: [{ name: 'pauseTypeIsPaused', type: 'bool', description: '`true` while the bit of the type is set.' }],
          description: 'Reads the flag of one type from the bitmap. It reports a pause even after its expiry, until someone lifts it.',
        },
        {
          name: 'updatePauseTypeRole',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [pauseType, newRole],
          modifiers: ['onlyUsedPausedTypes(_pauseType)', 'onlyRole(SECURITY_COUNCIL_ROLE)'],
          access: 'Holders of `SECURITY_COUNCIL_ROLE`.',
          description: 'Points a pause type at a different pause role.',
          reverts: ['PauseTypeNotUsed', 'RolesNotDifferent'],
          emits: ['PauseTypeRoleUpdated'],
        },
        {
          name: 'updateUnpauseTypeRole',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [pauseType, newRole],
          modifiers: ['onlyUsedPausedTypes(_pauseType)', 'onlyRole(SECURITY_COUNCIL_ROLE)'],
          access: 'Holders of `SECURITY_COUNCIL_ROLE`.',
          description: 'Points a pause type at a different unpause role.',
          reverts: ['PauseTypeNotUsed', 'RolesNotDifferent'],
          emits: ['UnPauseTypeRoleUpdated'],
        },
        {
          name: '__PauseManager_init',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [assignments('pause'), assignments('unpause')],
          modifiers: ['onlyInitializing'],
          description: 'Records the initial role for each listed type, emitting one event per entry. Call it from the initializer of the inheriting contract.',
          emits: ['PauseTypeRoleSet', 'UnPauseTypeRoleSet'],
        },
        {
          name: '_requireTypeAndGeneralNotPaused',
          visibility: 'internal',
          mutability: 'view',
          params: [pauseType],
          description: 'The check behind `whenTypeAndGeneralNotPaused`, for functions that need it part-way through their body. The type is checked before `GENERAL`, so the error names the type when both are paused.',
          reverts: ['IsPaused'],
        },
        {
          name: '_requireTypeNotPaused',
          visibility: 'internal',
          mutability: 'view',
          params: [pauseType],
          description: 'The check behind `whenTypeNotPaused`.',
          reverts: ['IsPaused'],
        },
      ],
    },
  ],
};

export default page;
