import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/lib/timelock',
  overview: [
    'The security council schedules and executes upgrades of Linea’s core contracts, and changes of verifiers, through a timelock: an operation is queued first and can run only once the timelock’s minimum delay has passed (read it with `getMinDelay`), so changes are visible before they take effect. `TimeLock` is that contract. It is OpenZeppelin’s `TimelockController`, deployed unchanged under Linea’s name, with one instance on Ethereum Mainnet and one on Linea Mainnet.',
    'Proposers schedule an operation (a call or a batch of calls, identified by a hash), executors run it once the delay has passed, and cancellers can drop it before then. The selector index lists the functions and events it inherits; watch `CallScheduled` on these addresses to see upgrades before they happen.',
  ],
  deployments: ['l1Timelock', 'l2Timelock'],
  hasUsageSample: true,
  units: [
    {
      name: 'TimeLock',
      kind: 'contract',
      source: atHead('governance/TimeLock.sol', '0.8.33'),
      inherits: ['TimelockController'],
      summary: 'OpenZeppelin’s TimelockController under Linea’s name.',
      functions: [
        {
          name: 'constructor',
          visibility: 'public',
          mutability: 'nonpayable',
          params: [
            { name: 'minDelay', type: 'uint256', description: 'Minimum delay in seconds between scheduling and execution.' },
            { name: 'proposers', type: 'address[]', location: 'memory', description: 'Accounts granted the proposer role (and the canceller role with it).' },
            { name: 'executors', type: 'address[]', location: 'memory', description: 'Accounts granted the executor role; the zero address lets anyone execute.' },
            { name: 'admin', type: 'address', description: 'Optional extra admin for initial setup; zero for none.' },
          ],
          description: 'Passes everything to `TimelockController`, which sets the delay and grants the roles.',
        },
      ],
    },
  ],
};

export default page;
