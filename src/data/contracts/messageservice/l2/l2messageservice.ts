import type { ContractPage, Param } from '../../types';
import { atHead } from '../../source';

const initParams: Param[] = [
  { name: '_rateLimitPeriod', type: 'uint256', description: 'Rate-limit period in seconds.' },
  { name: '_rateLimitAmount', type: 'uint256', description: 'ETH allowed to leave Linea per period, in wei.' },
  { name: '_defaultAdmin', type: 'address', description: 'Account given `DEFAULT_ADMIN_ROLE`; must not be zero.' },
  { name: '_roleAddresses', type: 'RoleAddress[]', location: 'calldata', description: 'Other roles to grant.' },
  { name: '_pauseTypeRoleAssignments', type: 'PauseTypeRole[]', location: 'calldata', description: 'Pause role of each pause type.' },
  { name: '_unpauseTypeRoleAssignments', type: 'PauseTypeRole[]', location: 'calldata', description: 'Unpause role of each pause type.' },
];

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/l2/l2messageservice',
  overview: [
    '`L2MessageService` is the [message service](/technology/message-service) deployed on Linea, behind an upgradeable proxy. Dapps call it to send messages and ETH to Ethereum and to claim messages coming from Ethereum; the coordinator calls it to anchor the hashes of Ethereum messages so they become claimable. Claims pay the ETH they carry out of the contract’s own balance.',
    'The contract itself only adds initialization on top of its bases. The behaviour lives in L2MessageServiceV1 (sending, claiming, minimum fee), L2MessageManager (anchoring), RateLimiter and L2MessageServicePauseManager: the selector index at the end of this page lists every entry point with a link to where it is described.',
  ],
  companionsNote:
    '`L2MessageServiceBase`, split off from this contract, and `InitializationVersionCheck`, the initializer guard that LineaRollup and TokenBridge share, are documented on this page too.',
  deployments: ['l2MessageService'],
  contractVersion: '1.0',
  hasUsageSample: true,
  units: [
    {
      name: 'L2MessageService',
      kind: 'contract',
      source: atHead('messaging/l2/L2MessageService.sol', '0.8.33'),
      inherits: ['InitializationVersionCheck', 'L2MessageServiceBase'],
      summary: 'The deployed L2 message service on Linea.',
      functions: [
        {
          name: 'constructor',
          visibility: 'public',
          mutability: 'nonpayable',
          params: [],
          description: 'Disables initializers on the implementation, so only the proxy can be initialized.',
        },
        {
          name: 'initialize',
          visibility: 'external',
          mutability: 'nonpayable',
          params: initParams,
          modifiers: ['onlyInitializedVersion(0)', 'reinitializer(3)'],
          access: 'Whoever initializes a fresh proxy; it runs only on a contract that was never initialized.',
          description: 'Sets up a new deployment: rate limit, pause roles, admin and other roles, the first message number and a minimum fee of 0.0001 ETH. It brings the proxy straight to initialized version 3, so existing deployments cannot run it.',
          reverts: ['InitializedVersionWrong', 'ZeroAddressNotAllowed', 'ZeroHashNotAllowed', 'PeriodIsZero', 'LimitIsZero'],
          emits: ['RateLimitInitialized', 'PauseTypeRoleSet', 'UnPauseTypeRoleSet', 'RoleGranted', 'MinimumFeeChanged', 'L2MessageServiceBaseInitialized', 'Initialized'],
        },
        {
          name: 'reinitializeV3',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [],
          modifiers: ['reinitializer(3)'],
          access: 'Once, when upgrading an existing deployment to version 3 (normally in the same transaction as the upgrade).',
          description: 'Clears the storage slot that the removed OpenZeppelin reentrancy guard used, so the old lock cannot linger after the switch to the transient-storage guard. It refuses to run if that slot says a call is in progress.',
          reverts: ['ReentrantCall'],
          emits: ['Initialized'],
        },
      ],
    },
    {
      name: 'L2MessageServiceBase',
      kind: 'abstract contract',
      source: atHead('messaging/l2/L2MessageServiceBase.sol', '^0.8.33'),
      inherits: ['AccessControlUpgradeable', 'L2MessageServiceV1', 'L2MessageManager', 'PermissionsManager'],
      summary: 'Puts the L2 messaging bases together and provides their shared initializer and version.',
      functions: [
        {
          name: 'CONTRACT_VERSION',
          visibility: 'public',
          mutability: 'view',
          params: [],
          returns: [{ name: 'contractVersion', type: 'string', description: 'The ABI version.' }],
          description: 'Returns the ABI version of the contract (`1.0` at the documented commit), which changes only when the interface changes.',
        },
        {
          name: '__L2MessageService_init',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: initParams,
          modifiers: ['onlyInitializing'],
          description: 'Initializes access control, the rate limiter and the pause roles, grants `DEFAULT_ADMIN_ROLE` to `_defaultAdmin` and the listed roles, sets the first message number to 1 and the minimum fee to 0.0001 ETH.',
          reverts: ['ZeroAddressNotAllowed', 'ZeroHashNotAllowed', 'PeriodIsZero', 'LimitIsZero'],
          emits: ['RateLimitInitialized', 'PauseTypeRoleSet', 'UnPauseTypeRoleSet', 'RoleGranted', 'MinimumFeeChanged', 'L2MessageServiceBaseInitialized'],
        },
      ],
    },
    {
      name: 'InitializationVersionCheck',
      kind: 'abstract contract',
      source: atHead('common/InitializationVersionCheck.sol', '^0.8.33'),
      inherits: ['Initializable', 'IGenericErrors'],
      summary: 'Guards initializers with the exact initialized version they expect.',
      modifiers: [
        {
          name: 'onlyInitializedVersion',
          params: [{ name: '_expectedVersion', type: 'uint8', description: 'Initialized version the proxy must be at.' }],
          description: 'Lets the function run only if the proxy’s initialized version is exactly `_expectedVersion`. With 0 it restricts an initializer to fresh deployments, even when that initializer is a `reinitializer` with a higher number.',
          reverts: ['InitializedVersionWrong'],
        },
      ],
    },
  ],
};

export default page;
