import type { ContractPage } from '../types';
import { atHead } from '../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/lib/permissionsmanager',
  overview: [
    '`PermissionsManager` is a small base for upgradeable contracts that hand out their roles in bulk when they are initialized. It walks a `RoleAddress[]` list and grants each role through OpenZeppelin’s AccessControl.',
    'It refuses the zero address and the zero role. The zero role is `DEFAULT_ADMIN_ROLE`, so contracts that use this helper grant the admin role explicitly and separately, which makes the most powerful grant visible in the initializer.',
  ],
  units: [
    {
      name: 'PermissionsManager',
      kind: 'abstract contract',
      source: atHead('security/access/PermissionsManager.sol', '^0.8.33'),
      inherits: ['AccessControlUpgradeable', 'IPermissionsManager', 'IGenericErrors'],
      summary: 'Grants a list of roles during initialization.',
      functions: [
        {
          name: '__Permissions_init',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [{ name: '_roleAddresses', type: 'RoleAddress[]', location: 'calldata', description: 'Accounts and the roles to grant them, applied in order.' }],
          modifiers: ['onlyInitializing'],
          description: 'Grants every role in the list. Each grant emits OpenZeppelin’s `RoleGranted` unless the account already held the role.',
          reverts: ['ZeroAddressNotAllowed', 'ZeroHashNotAllowed'],
          emits: ['RoleGranted'],
        },
      ],
    },
  ],
};

export default page;
