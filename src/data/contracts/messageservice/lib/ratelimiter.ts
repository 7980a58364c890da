import type { ContractPage } from '../../types';
import { atHead } from '../../source';

const page: ContractPage = {
  path: '/api/linea-smart-contracts/messageservice/lib/ratelimiter',
  overview: [
    '`RateLimiter` caps an amount of ETH per period of time, measured with block timestamps. The message services on both layers inherit it and call `_addUsedAmount` whenever ETH moves out; if the running total for the period would exceed `limitInWei`, the transaction reverts.',
    'Periods do not roll on a fixed schedule: a new period begins at the first use after the previous one ended, and lasts `periodInSeconds` from then. Read `currentPeriodEnd`, `currentPeriodAmountInWei` and `limitInWei` to see how much headroom is left before you send a large claim.',
  ],
  hasUsageSample: true,
  units: [
    {
      name: 'RateLimiter',
      kind: 'abstract contract',
      source: atHead('security/limiting/RateLimiter.sol', '^0.8.33'),
      inherits: ['IRateLimiter', 'AccessControlUpgradeable'],
      summary: 'Limits the amount used per time period.',
      variables: [
        { name: 'RATE_LIMIT_SETTER_ROLE', type: 'bytes32', visibility: 'public', constant: true, value: 'keccak256("RATE_LIMIT_SETTER_ROLE")', description: 'Role that may change the limit.' },
        { name: 'USED_RATE_LIMIT_RESETTER_ROLE', type: 'bytes32', visibility: 'public', constant: true, value: 'keccak256("USED_RATE_LIMIT_RESETTER_ROLE")', description: 'Role that may clear the amount used in the current period.' },
        { name: 'periodInSeconds', type: 'uint256', visibility: 'public', description: 'Length of a period in seconds, fixed at initialization.' },
        { name: 'limitInWei', type: 'uint256', visibility: 'public', description: 'Most that may be used in one period, in wei.' },
        { name: 'currentPeriodEnd', type: 'uint256', visibility: 'public', description: 'Unix time at which the current period ends. A use after this time starts a new period.' },
        { name: 'currentPeriodAmountInWei', type: 'uint256', visibility: 'public', description: 'Amount used so far in the current period. It is not cleared when the period ends, only at the next use or reset, so compare `currentPeriodEnd` with the time before reading it as current.' },
      ],
      functions: [
        {
          name: 'resetRateLimitAmount',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [{ name: '_amount', type: 'uint256', description: 'New limit per period, in wei.' }],
          modifiers: ['onlyRole(RATE_LIMIT_SETTER_ROLE)'],
          access: 'Holders of `RATE_LIMIT_SETTER_ROLE`.',
          description: 'Replaces the limit. When the current period is over, it also starts a new period with nothing used; when the period is running and has already used more than `_amount`, the used amount is capped at `_amount`.',
          emits: ['LimitAmountChanged'],
        },
        {
          name: 'resetAmountUsedInPeriod',
          visibility: 'external',
          mutability: 'nonpayable',
          params: [],
          modifiers: ['onlyRole(USED_RATE_LIMIT_RESETTER_ROLE)'],
          access: 'Holders of `USED_RATE_LIMIT_RESETTER_ROLE`.',
          description: 'Sets the amount used in the current period to zero without moving the period’s end.',
          emits: ['AmountUsedInPeriodReset'],
        },
        {
          name: '__RateLimiter_init',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [
            { name: '_periodInSeconds', type: 'uint256', description: 'Length of each period; must not be zero.' },
            { name: '_limitInWei', type: 'uint256', description: 'Limit per period; must not be zero.' },
          ],
          modifiers: ['onlyInitializing'],
          description: 'Sets the period and limit and starts the first period at the current block time.',
          reverts: ['PeriodIsZero', 'LimitIsZero'],
          emits: ['RateLimitInitialized'],
        },
        {
          name: '_addUsedAmount',
          visibility: 'internal',
          mutability: 'nonpayable',
          params: [{ name: '_usedAmount', type: 'uint256', description: 'Amount to count against the limit; zero is ignored.' }],
          description: 'Counts an amount against the limit. If the current period has ended, a new one starts with this amount alone; otherwise the amount is added to the running total. Callers decide what to count: the message services include fees as well as values.',
          reverts: ['RateLimitExceeded'],
        },
      ],
    },
  ],
};

export default page;
