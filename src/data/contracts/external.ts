/**
 * Bases from other projects that Linea contracts inherit. They are linked to their source rather
 * than documented here; the ABI members Linea contracts expose through them are listed (with
 * short descriptions of our own) so that a contract's selector index is complete. The Linea
 * contracts build on OpenZeppelin Contracts and Contracts Upgradeable 4.9.6.
 */
import type { ExternalBase, FunctionDoc } from './types';

const OZ = 'https://github.com/OpenZeppelin/openzeppelin-contracts/blob/v4.9.6/contracts';
const OZ_UPGRADEABLE = 'https://github.com/OpenZeppelin/openzeppelin-contracts-upgradeable/blob/v4.9.6/contracts';

const roleParam = { name: 'role', type: 'bytes32', description: 'Role identifier.' };
const accountParam = { name: 'account', type: 'address', description: 'Account the call is about.' };

/** The role-based access control surface shared by AccessControl and AccessControlUpgradeable. */
const accessControlFunctions: FunctionDoc[] = [
  {
    name: 'DEFAULT_ADMIN_ROLE',
    visibility: 'public',
    mutability: 'view',
    params: [],
    returns: [{ name: '', type: 'bytes32', description: 'The zero hash, the admin role of every role unless changed.' }],
    description: 'Identifier of the role that administers the other roles by default.',
  },
  {
    name: 'hasRole',
    visibility: 'public',
    mutability: 'view',
    params: [roleParam, accountParam],
    returns: [{ name: '', type: 'bool', description: 'Whether the account holds the role.' }],
    description: 'Tells whether an account holds a role.',
  },
  {
    name: 'getRoleAdmin',
    visibility: 'public',
    mutability: 'view',
    params: [roleParam],
    returns: [{ name: '', type: 'bytes32', description: 'Role whose holders may grant and revoke `role`.' }],
    description: 'Returns the role that administers `role`.',
  },
  {
    name: 'grantRole',
    visibility: 'public',
    mutability: 'nonpayable',
    params: [roleParam, accountParam],
    access: 'Holders of the admin role of `role`.',
    description: 'Gives `account` the role.',
  },
  {
    name: 'revokeRole',
    visibility: 'public',
    mutability: 'nonpayable',
    params: [roleParam, accountParam],
    access: 'Holders of the admin role of `role`.',
    description: 'Takes the role away from `account`.',
  },
  {
    name: 'renounceRole',
    visibility: 'public',
    mutability: 'nonpayable',
    params: [roleParam, accountParam],
    access: 'The account itself.',
    description: 'Lets the caller give up one of its own roles.',
  },
  {
    name: 'supportsInterface',
    visibility: 'public',
    mutability: 'view',
    params: [{ name: 'interfaceId', type: 'bytes4', description: 'ERC-165 interface identifier.' }],
    returns: [{ name: '', type: 'bool', description: 'Whether the contract implements it.' }],
    description: 'ERC-165 interface detection.',
  },
];

const roleEvents = [
  {
    name: 'RoleAdminChanged',
    params: [
      { name: 'role', type: 'bytes32', indexed: true, description: 'Role whose admin changed.' },
      { name: 'previousAdminRole', type: 'bytes32', indexed: true, description: 'Former admin role.' },
      { name: 'newAdminRole', type: 'bytes32', indexed: true, description: 'New admin role.' },
    ],
    description: 'The admin role of a role changed.',
  },
  {
    name: 'RoleGranted',
    params: [
      { name: 'role', type: 'bytes32', indexed: true, description: 'Role granted.' },
      { name: 'account', type: 'address', indexed: true, description: 'Account that received it.' },
      { name: 'sender', type: 'address', indexed: true, description: 'Account that granted it.' },
    ],
    description: 'An account received a role.',
  },
  {
    name: 'RoleRevoked',
    params: [
      { name: 'role', type: 'bytes32', indexed: true, description: 'Role removed.' },
      { name: 'account', type: 'address', indexed: true, description: 'Account that lost it.' },
      { name: 'sender', type: 'address', indexed: true, description: 'Account that revoked or renounced it.' },
    ],
    description: 'An account lost a role.',
  },
];

const idParam = { name: 'id', type: 'bytes32', description: 'Operation identifier (the hash of the call or batch, predecessor and salt).' };
const batchParams = [
  { name: 'targets', type: 'address[]', description: 'Contracts to call.' },
  { name: 'values', type: 'uint256[]', description: 'ETH to send with each call.' },
  { name: 'payloads', type: 'bytes[]', description: 'Calldata of each call.' },
  { name: 'predecessor', type: 'bytes32', description: 'Operation that must be done first, or zero.' },
  { name: 'salt', type: 'bytes32', description: 'Value that makes otherwise identical operations distinct.' },
];
const singleParams = (dataName: string) => [
  { name: 'target', type: 'address', description: 'Contract to call.' },
  { name: 'value', type: 'uint256', description: 'ETH to send with the call.' },
  { name: dataName, type: 'bytes', location: 'calldata' as const, description: 'Calldata of the call.' },
  { name: 'predecessor', type: 'bytes32', description: 'Operation that must be done first, or zero.' },
  { name: 'salt', type: 'bytes32', description: 'Value that makes otherwise identical operations distinct.' },
];
const boolOf = (description: string) => [{ name: '', type: 'bool', description }];

export const externalBases: ExternalBase[] = [
  {
    name: 'Initializable',
    origin: 'OpenZeppelin Contracts Upgradeable 4.9.6',
    url: `${OZ_UPGRADEABLE}/proxy/utils/Initializable.sol`,
    events: [
      {
        name: 'Initialized',
        params: [{ name: 'version', type: 'uint8', description: 'Initialized version reached.' }],
        description: 'An initializer or reinitializer ran.',
      },
    ],
  },
  {
    name: 'AccessControlUpgradeable',
    origin: 'OpenZeppelin Contracts Upgradeable 4.9.6',
    url: `${OZ_UPGRADEABLE}/access/AccessControlUpgradeable.sol`,
    inherits: ['Initializable'],
    functions: accessControlFunctions,
    events: roleEvents,
  },
  {
    name: 'AccessControl',
    origin: 'OpenZeppelin Contracts 4.9.6',
    url: `${OZ}/access/AccessControl.sol`,
    functions: accessControlFunctions,
    events: roleEvents,
  },
  {
    name: 'ERC20PermitUpgradeable',
    origin: 'OpenZeppelin Contracts Upgradeable 4.9.6',
    url: `${OZ_UPGRADEABLE}/token/ERC20/extensions/ERC20PermitUpgradeable.sol`,
    inherits: ['Initializable'],
    functions: [
      { name: 'name', visibility: 'public', mutability: 'view', params: [], returns: [{ name: '', type: 'string', description: 'Token name.' }], description: 'ERC-20 token name.' },
      { name: 'symbol', visibility: 'public', mutability: 'view', params: [], returns: [{ name: '', type: 'string', description: 'Token symbol.' }], description: 'ERC-20 token symbol.' },
      { name: 'decimals', visibility: 'public', mutability: 'view', params: [], returns: [{ name: '', type: 'uint8', description: 'Decimals.' }], description: 'Number of decimals used to display amounts.' },
      { name: 'totalSupply', visibility: 'public', mutability: 'view', params: [], returns: [{ name: '', type: 'uint256', description: 'Supply.' }], description: 'Tokens in existence.' },
      {
        name: 'balanceOf',
        visibility: 'public',
        mutability: 'view',
        params: [{ name: 'account', type: 'address', description: 'Holder.' }],
        returns: [{ name: '', type: 'uint256', description: 'Balance.' }],
        description: 'Balance of an account.',
      },
      {
        name: 'transfer',
        visibility: 'public',
        mutability: 'nonpayable',
        params: [
          { name: 'to', type: 'address', description: 'Recipient.' },
          { name: 'amount', type: 'uint256', description: 'Amount.' },
        ],
        returns: boolOf('Always true; failures revert.'),
        description: 'Moves tokens from the caller.',
      },
      {
        name: 'allowance',
        visibility: 'public',
        mutability: 'view',
        params: [
          { name: 'owner', type: 'address', description: 'Token holder.' },
          { name: 'spender', type: 'address', description: 'Approved spender.' },
        ],
        returns: [{ name: '', type: 'uint256', description: 'Remaining allowance.' }],
        description: 'How much a spender may still move for an owner.',
      },
      {
        name: 'approve',
        visibility: 'public',
        mutability: 'nonpayable',
        params: [
          { name: 'spender', type: 'address', description: 'Spender.' },
          { name: 'amount', type: 'uint256', description: 'New allowance.' },
        ],
        returns: boolOf('Always true; failures revert.'),
        description: 'Sets the allowance of a spender over the caller’s tokens.',
      },
      {
        name: 'transferFrom',
        visibility: 'public',
        mutability: 'nonpayable',
        params: [
          { name: 'from', type: 'address', description: 'Holder.' },
          { name: 'to', type: 'address', description: 'Recipient.' },
          { name: 'amount', type: 'uint256', description: 'Amount.' },
        ],
        returns: boolOf('Always true; failures revert.'),
        description: 'Moves tokens on behalf of a holder, using the caller’s allowance.',
      },
      {
        name: 'increaseAllowance',
        visibility: 'public',
        mutability: 'nonpayable',
        params: [
          { name: 'spender', type: 'address', description: 'Spender.' },
          { name: 'addedValue', type: 'uint256', description: 'Amount to add.' },
        ],
        returns: boolOf('Always true; failures revert.'),
        description: 'Raises an allowance.',
      },
      {
        name: 'decreaseAllowance',
        visibility: 'public',
        mutability: 'nonpayable',
        params: [
          { name: 'spender', type: 'address', description: 'Spender.' },
          { name: 'subtractedValue', type: 'uint256', description: 'Amount to remove.' },
        ],
        returns: boolOf('Always true; failures revert.'),
        description: 'Lowers an allowance.',
      },
      {
        name: 'permit',
        visibility: 'public',
        mutability: 'nonpayable',
        params: [
          { name: 'owner', type: 'address', description: 'Holder who signed.' },
          { name: 'spender', type: 'address', description: 'Spender.' },
          { name: 'value', type: 'uint256', description: 'Allowance.' },
          { name: 'deadline', type: 'uint256', description: 'Expiry of the signature.' },
          { name: 'v', type: 'uint8', description: 'Signature part.' },
          { name: 'r', type: 'bytes32', description: 'Signature part.' },
          { name: 's', type: 'bytes32', description: 'Signature part.' },
        ],
        description: 'EIP-2612: sets an allowance from the holder’s signature instead of a transaction.',
      },
      {
        name: 'nonces',
        visibility: 'public',
        mutability: 'view',
        params: [{ name: 'owner', type: 'address', description: 'Holder.' }],
        returns: [{ name: '', type: 'uint256', description: 'Next permit nonce.' }],
        description: 'Permit nonce of a holder.',
      },
      {
        name: 'DOMAIN_SEPARATOR',
        visibility: 'external',
        mutability: 'view',
        params: [],
        returns: [{ name: '', type: 'bytes32', description: 'EIP-712 domain separator.' }],
        description: 'Domain separator that permit signatures are bound to.',
      },
      {
        name: 'eip712Domain',
        visibility: 'public',
        mutability: 'view',
        params: [],
        returns: [
          { name: 'fields', type: 'bytes1', description: 'Which fields are used.' },
          { name: 'name', type: 'string', description: 'Domain name.' },
          { name: 'version', type: 'string', description: 'Domain version.' },
          { name: 'chainId', type: 'uint256', description: 'Chain ID.' },
          { name: 'verifyingContract', type: 'address', description: 'This contract.' },
          { name: 'salt', type: 'bytes32', description: 'Domain salt.' },
          { name: 'extensions', type: 'uint256[]', description: 'Extensions.' },
        ],
        description: 'ERC-5267 description of the EIP-712 domain.',
      },
    ],
    events: [
      {
        name: 'Transfer',
        params: [
          { name: 'from', type: 'address', indexed: true, description: 'Sender, zero for a mint.' },
          { name: 'to', type: 'address', indexed: true, description: 'Recipient, zero for a burn.' },
          { name: 'value', type: 'uint256', description: 'Amount.' },
        ],
        description: 'Tokens moved, were minted or were burned.',
      },
      {
        name: 'Approval',
        params: [
          { name: 'owner', type: 'address', indexed: true, description: 'Holder.' },
          { name: 'spender', type: 'address', indexed: true, description: 'Spender.' },
          { name: 'value', type: 'uint256', description: 'New allowance.' },
        ],
        description: 'An allowance was set.',
      },
      { name: 'EIP712DomainChanged', params: [], description: 'The EIP-712 domain changed.' },
    ],
  },
  {
    name: 'TimelockController',
    origin: 'OpenZeppelin Contracts 4.9.6',
    url: `${OZ}/governance/TimelockController.sol`,
    inherits: ['AccessControl'],
    functions: [
      ...(['TIMELOCK_ADMIN_ROLE', 'PROPOSER_ROLE', 'EXECUTOR_ROLE', 'CANCELLER_ROLE'] as const).map(
        (name): FunctionDoc => ({
          name,
          visibility: 'public',
          mutability: 'view',
          params: [],
          returns: [{ name: '', type: 'bytes32', description: 'Role identifier.' }],
          description: `Identifier of the ${name.replace('_ROLE', '').toLowerCase().replace('timelock_admin', 'timelock admin')} role.`,
        }),
      ),
      { name: 'isOperation', visibility: 'public', mutability: 'view', params: [idParam], returns: boolOf('Whether it was ever scheduled.'), description: 'Tells whether an operation is known.' },
      { name: 'isOperationPending', visibility: 'public', mutability: 'view', params: [idParam], returns: boolOf('Scheduled and not yet executed.'), description: 'Tells whether an operation waits for execution.' },
      { name: 'isOperationReady', visibility: 'public', mutability: 'view', params: [idParam], returns: boolOf('Its delay has passed.'), description: 'Tells whether an operation can be executed now.' },
      { name: 'isOperationDone', visibility: 'public', mutability: 'view', params: [idParam], returns: boolOf('It was executed.'), description: 'Tells whether an operation was executed.' },
      { name: 'getTimestamp', visibility: 'public', mutability: 'view', params: [idParam], returns: [{ name: '', type: 'uint256', description: 'When it becomes ready; 1 once done.' }], description: 'Ready time of an operation.' },
      { name: 'getMinDelay', visibility: 'public', mutability: 'view', params: [], returns: [{ name: '', type: 'uint256', description: 'Seconds.' }], description: 'Minimum delay between scheduling and execution.' },
      { name: 'hashOperation', visibility: 'public', mutability: 'pure', params: singleParams('data'), returns: [{ name: '', type: 'bytes32', description: 'Operation identifier.' }], description: 'Identifier of a single-call operation.' },
      { name: 'hashOperationBatch', visibility: 'public', mutability: 'pure', params: batchParams.map((p) => (p.type.endsWith('[]') ? { ...p, location: 'calldata' as const } : p)), returns: [{ name: '', type: 'bytes32', description: 'Operation identifier.' }], description: 'Identifier of a batch operation.' },
      { name: 'schedule', visibility: 'public', mutability: 'nonpayable', params: [...singleParams('data'), { name: 'delay', type: 'uint256', description: 'Seconds before it can run; at least the minimum delay.' }], access: 'Holders of `PROPOSER_ROLE`.', description: 'Schedules a single call.' },
      { name: 'scheduleBatch', visibility: 'public', mutability: 'nonpayable', params: [...batchParams.map((p) => (p.type.endsWith('[]') ? { ...p, location: 'calldata' as const } : p)), { name: 'delay', type: 'uint256', description: 'Seconds before it can run.' }], access: 'Holders of `PROPOSER_ROLE`.', description: 'Schedules a batch of calls.' },
      { name: 'cancel', visibility: 'public', mutability: 'nonpayable', params: [idParam], access: 'Holders of `CANCELLER_ROLE`.', description: 'Cancels a pending operation.' },
      { name: 'execute', visibility: 'public', mutability: 'payable', params: singleParams('payload'), access: 'Holders of `EXECUTOR_ROLE` (anyone if granted to the zero address).', description: 'Runs a ready single-call operation.' },
      { name: 'executeBatch', visibility: 'public', mutability: 'payable', params: batchParams.map((p) => (p.type.endsWith('[]') ? { ...p, location: 'calldata' as const } : p)), access: 'Holders of `EXECUTOR_ROLE` (anyone if granted to the zero address).', description: 'Runs a ready batch operation.' },
      { name: 'updateDelay', visibility: 'external', mutability: 'nonpayable', params: [{ name: 'newDelay', type: 'uint256', description: 'New minimum delay in seconds.' }], access: 'The timelock itself, through a scheduled operation.', description: 'Changes the minimum delay.' },
      {
        name: 'onERC721Received',
        visibility: 'public',
        mutability: 'nonpayable',
        params: [
          { name: '', type: 'address', description: 'Operator.' },
          { name: '', type: 'address', description: 'Previous owner.' },
          { name: '', type: 'uint256', description: 'Token ID.' },
          { name: '', type: 'bytes', location: 'memory', description: 'Data.' },
        ],
        returns: [{ name: '', type: 'bytes4', description: 'Acceptance value.' }],
        description: 'Accepts ERC-721 tokens.',
      },
      {
        name: 'onERC1155Received',
        visibility: 'public',
        mutability: 'nonpayable',
        params: [
          { name: '', type: 'address', description: 'Operator.' },
          { name: '', type: 'address', description: 'Previous owner.' },
          { name: '', type: 'uint256', description: 'Token ID.' },
          { name: '', type: 'uint256', description: 'Amount.' },
          { name: '', type: 'bytes', location: 'memory', description: 'Data.' },
        ],
        returns: [{ name: '', type: 'bytes4', description: 'Acceptance value.' }],
        description: 'Accepts ERC-1155 tokens.',
      },
      {
        name: 'onERC1155BatchReceived',
        visibility: 'public',
        mutability: 'nonpayable',
        params: [
          { name: '', type: 'address', description: 'Operator.' },
          { name: '', type: 'address', description: 'Previous owner.' },
          { name: '', type: 'uint256[]', location: 'memory', description: 'Token IDs.' },
          { name: '', type: 'uint256[]', location: 'memory', description: 'Amounts.' },
          { name: '', type: 'bytes', location: 'memory', description: 'Data.' },
        ],
        returns: [{ name: '', type: 'bytes4', description: 'Acceptance value.' }],
        description: 'Accepts ERC-1155 batches.',
      },
    ],
    events: [
      {
        name: 'CallScheduled',
        params: [
          { name: 'id', type: 'bytes32', indexed: true, description: 'Operation identifier.' },
          { name: 'index', type: 'uint256', indexed: true, description: 'Position of the call in the batch.' },
          { name: 'target', type: 'address', description: 'Contract to call.' },
          { name: 'value', type: 'uint256', description: 'ETH to send.' },
          { name: 'data', type: 'bytes', description: 'Calldata.' },
          { name: 'predecessor', type: 'bytes32', description: 'Required predecessor.' },
          { name: 'delay', type: 'uint256', description: 'Delay in seconds.' },
        ],
        description: 'A call was scheduled.',
      },
      {
        name: 'CallExecuted',
        params: [
          { name: 'id', type: 'bytes32', indexed: true, description: 'Operation identifier.' },
          { name: 'index', type: 'uint256', indexed: true, description: 'Position of the call in the batch.' },
          { name: 'target', type: 'address', description: 'Contract called.' },
          { name: 'value', type: 'uint256', description: 'ETH sent.' },
          { name: 'data', type: 'bytes', description: 'Calldata.' },
        ],
        description: 'A scheduled call ran.',
      },
      {
        name: 'CallSalt',
        params: [
          { name: 'id', type: 'bytes32', indexed: true, description: 'Operation identifier.' },
          { name: 'salt', type: 'bytes32', description: 'Salt used.' },
        ],
        description: 'An operation was scheduled with a non-zero salt.',
      },
      { name: 'Cancelled', params: [{ name: 'id', type: 'bytes32', indexed: true, description: 'Operation identifier.' }], description: 'An operation was cancelled.' },
      {
        name: 'MinDelayChange',
        params: [
          { name: 'oldDuration', type: 'uint256', description: 'Former minimum delay.' },
          { name: 'newDuration', type: 'uint256', description: 'New minimum delay.' },
        ],
        description: 'The minimum delay changed.',
      },
    ],
  },
];

/** Contracts and interfaces that appear only as parameter or variable types (ABI type `address`). */
export const contractTypes: string[] = ['IAddressFilter', 'IERC20Upgradeable'];
