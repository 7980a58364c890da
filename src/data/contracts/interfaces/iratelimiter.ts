import type { ContractPage } from '../types';
import { atHead } from '../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/interfaces/iratelimiter',
  overview: [
    'The message services cap how much ETH can leave them in a period of time, so that a bug or a compromised key cannot drain the bridge in one go. `IRateLimiter` is the interface of that cap: two administrative functions and the events and errors the limiter produces.',
    'On Ethereum the limit applies to ETH released when Linea-to-Ethereum messages are claimed; on Linea it applies to ETH sent towards Ethereum. If a claim or send would push the amount used in the current period over the limit, the transaction reverts with `RateLimitExceeded` and can be retried in a later period.',
  ],
  units: [
    {
      name: 'IRateLimiter',
      kind: 'interface',
      source: atHead('security/limiting/interfaces/IRateLimiter.sol', '^0.8.33'),
      inherits: [],
      summary: 'Administration, events and errors of the withdrawal rate limit.',
      functions: [
        {
          name: 'resetRateLimitAmount',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [{ name: '_amount', type: 'uint256', description: 'New limit per period, in wei.' }],
          description: 'Sets a new limit. If the current period has ended, a new one starts with nothing used; if the new limit is below what the period has already used, the used amount is lowered to the limit.',
        },
        {
          name: 'resetAmountUsedInPeriod',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [],
          description: 'Sets the amount used in the current period back to zero, freeing the full limit again.',
        },
      ],
      events: [
        {
          name: 'RateLimitInitialized',
          params: [
            { name: 'periodInSeconds', type: 'uint256', description: 'Length of a period.' },
            { name: 'limitInWei', type: 'uint256', description: 'Amount allowed per period.' },
            { name: 'currentPeriodEnd', type: 'uint256', description: 'End of the first period.' },
          ],
          description: 'The limiter was set up when the contract was initialized.',
        },
        {
          name: 'AmountUsedInPeriodReset',
          params: [{ name: 'resettingAddress', type: 'address', indexed: true, description: 'Account that cleared the amount.' }],
          description: 'The amount used in the current period was cleared.',
        },
        {
          name: 'LimitAmountChanged',
          params: [
            { name: 'amountChangeBy', type: 'address', indexed: true, description: 'Account that changed the limit.' },
            { name: 'amount', type: 'uint256', description: 'New limit in wei.' },
            { name: 'amountUsedLoweredToLimit', type: 'bool', description: '`true` if the used amount was higher than the new limit and was capped to it.' },
            { name: 'usedAmountResetToZero', type: 'bool', description: '`true` if the period had expired, so a fresh period started at zero.' },
          ],
          description: 'The limit changed. At most one of the two flags is `true`.',
        },
      ],
      errors: [
        { name: 'RateLimitExceeded', params: [], description: 'The amount would take the total for the current period above the limit.' },
        { name: 'PeriodIsZero', params: [], description: 'Initialization with a period of zero seconds.' },
        { name: 'LimitIsZero', params: [], description: 'Initialization with a limit of zero.' },
      ],
    },
  ],
};

export default page;
