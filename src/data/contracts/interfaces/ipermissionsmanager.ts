import type { ContractPage } from '../types';
import { atHead } from '../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/ipermissionsmanager',
  overview: [
    '`IPermissionsManager` holds a single type: the pair of an account and a role that the Linea contracts take, as a list, when they are initialized. Passing the whole role assignment as one array keeps initializers short and lets a deployment script build it from configuration.',
    'The interface declares no functions. The list is consumed by [PermissionsManager](/api/linea-smart-contracts/lib/permissionsmanager), which grants each role and refuses empty entries.',
  ],
  units: [
    {
      name: 'IPermissionsManager',
      kind: 'interface',
      source: atHead('security/access/interfaces/IPermissionsManager.sol', '^0.8.33'),
      inherits: [],
      summary: 'The account-and-role pair used to grant roles at initialization.',
      structs: [
        {
          name: 'RoleAddress',
          fields: [
            { name: 'addressWithRole', type: 'address', description: 'Account that receives the role; must not be the zero address.' },
            { name: 'role', type: 'bytes32', description: 'Role identifier, usually `keccak256` of the role name; must not be zero, so `DEFAULT_ADMIN_ROLE` cannot be granted this way.' },
          ],
          description: 'One role grant. Initializers such as L2MessageService’s and TokenBridge’s take `RoleAddress[]`.',
        },
      ],
    },
  ],
};

export default page;
