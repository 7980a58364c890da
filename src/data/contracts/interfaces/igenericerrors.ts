import type { ContractPage } from '../types';
import { atHead } from '../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/igenericerrors',
  overview: [
    'A handful of input checks repeat across the Linea contracts: an address that must not be zero, a hash or amount that must be set, an initializer run against the wrong version. `IGenericErrors` gives those checks one shared set of custom errors, so a revert means the same thing whichever contract raised it.',
    'The interface declares errors only. The message services, the rollup, the token bridge and the permission and initialization helpers inherit it or revert with its errors by their qualified name, which is why you meet these selectors when you decode a failed transaction to almost any of them.',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'IGenericErrors',
      kind: 'interface',
      source: atHead('interfaces/IGenericErrors.sol', '^0.8.33'),
      inherits: [],
      summary: 'Custom errors for input checks shared by the Linea contracts.',
      errors: [
        { name: 'ZeroAddressNotAllowed', params: [], description: 'An address argument, or an address inside a struct argument, is `address(0)` where a real account or contract is required.' },
        { name: 'ZeroHashNotAllowed', params: [], description: 'A `bytes32` argument that must identify something (a root, a hash, a shnarf) is the zero hash.' },
        { name: 'ZeroValueNotAllowed', params: [], description: 'A numeric argument that must be positive, such as a fee or a limit, is zero.' },
        { name: 'NoEthSent', params: [], description: 'The call had to carry ETH and `msg.value` is zero.' },
        {
          name: 'InitializedVersionWrong',
          params: [
            { name: 'expected', type: 'uint256', description: 'Initialized version the function requires before it runs.' },
            { name: 'actual', type: 'uint256', description: 'Initialized version the contract is at.' },
          ],
          description: 'An initializer or reinitializer guarded by a version check ran on a proxy whose initialized version is not the one it expects, for example a fresh-deployment initializer called on an upgraded contract.',
        },
        { name: 'ZeroLengthNotAllowed', params: [], description: 'An array or byte-string argument is empty where at least one element is required.' },
      ],
    },
  ],
};

export default page;
