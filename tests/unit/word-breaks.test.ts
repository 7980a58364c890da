import { describe, expect, it } from 'vitest';
import { identifierParts } from '../../src/lib/wordBreaks';

describe('identifier word breaks', () => {
  it('breaks after separators and where a camelCase or PascalCase word starts', () => {
    expect(identifierParts('eth_getTransactionByBlockNumberAndIndex')).toEqual(['eth_', 'get', 'Transaction', 'By', 'Block', 'Number', 'And', 'Index']);
    expect(identifierParts('PRECOMPILE_POINT_EVALUATION_FAILURE_EFFECTIVE_CALLS')).toEqual(['PRECOMPILE_', 'POINT_', 'EVALUATION_', 'FAILURE_', 'EFFECTIVE_', 'CALLS']);
    expect(identifierParts('ILineaRollup.InitializationData')).toEqual(['ILinea', 'Rollup.', 'Initialization', 'Data']);
    expect(identifierParts('XMLHttpRequest')).toEqual(['XML', 'Http', 'Request']);
  });

  it('keeps capitals, numbers, hex strings and leading underscores whole', () => {
    for (const whole of ['ERC20', 'bytes32', 'uint256[]', 'SET<URL>', '_a', '0xd19d4B5d358258f05D7B411E21A1460D11B0876F']) expect(identifierParts(whole)).toEqual([whole]);
    expect(identifierParts('__ReentrancyGuard_init')).toEqual(['__Reentrancy', 'Guard_', 'init']);
    expect(identifierParts('L2MessageServiceV1')).toEqual(['L2', 'Message', 'Service', 'V1']);
  });
});
