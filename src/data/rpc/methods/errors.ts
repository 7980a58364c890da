/**
 * Errors several methods share, as Besu (and so Linea Besu) returns them: the code and message of
 * the error type in hyperledger/besu `RpcErrorType.java` at
 * 3fd224e2e49ddd68aa61755525593a0a60c65507. A parameter that fails to parse is answered with its
 * type's message only (`BaseJsonRpcProcessor`), so the message names the type, not the detail.
 */
import type { RpcError } from '../types';

/** A parameter error: code -32602 with the message of its error type. */
export function invalidParams(message: string, meaning: string): RpcError {
  return { code: -32602, message, meaning, standard: true };
}

/** A block number or tag that does not parse (a block hash too, where one is accepted). */
export const invalidBlockParams = invalidParams(
  'Invalid block param (block not found)',
  'The block parameter is neither a hex number nor a known tag (nor a block hash, where one is accepted).',
);

export const invalidAddressParams = invalidParams('Invalid address params', 'The address is not 0x followed by 40 hex digits.');

export const invalidTransactionHashParams = invalidParams('Invalid transaction hash params', 'The hash is not 0x followed by 64 hex digits.');

export const invalidBlockHashParams = invalidParams('Invalid block hash params', 'The hash is not 0x followed by 64 hex digits.');

export const invalidCallParams = invalidParams('Invalid call params', 'The call object could not be parsed: check field names and that every value is hex.');

export const blockNotFound: RpcError = {
  code: -32000,
  message: 'Block not found',
  meaning: 'The node has no block with that number or hash.',
  standard: true,
};

export const unknownBlock: RpcError = {
  code: -39001,
  message: 'Unknown block',
  meaning: 'The node has no block for that tag yet (for example safe or finalized right after it started syncing).',
  standard: true,
};

export const revertError: RpcError = {
  code: 3,
  message: 'Execution reverted (<reason>)',
  meaning:
    'The call reverts. The error’s data field holds the revert data; the reason in brackets appears when the contract reverted with a plain Error(string) message.',
  standard: true,
};
