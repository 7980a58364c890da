// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Stands in for LineaRollup 8.0's view of the last finalization: the getters a forced-transaction
/// submitter reads, and one FinalizedStateUpdated event, emitted by setUp() as a finalization
/// would. currentFinalizedState is the keccak-256 of the five values, as FinalizedStateHashing
/// computes it; the fee is the 0.001 ETH set on Ethereum Mainnet with Security Council nonce 77.
/// No forced transaction has been finalized yet, as on Ethereum Mainnet today.
contract ForcedTransactionStateDouble {
  event FinalizedStateUpdated(
    uint256 indexed blockNumber,
    uint256 timestamp,
    uint256 messageNumber,
    uint256 forcedTransactionNumber
  );

  uint256 public constant forcedTransactionFeeInWei = 1e15;

  uint256 public currentL2BlockNumber;
  bytes32 public currentFinalizedState;
  uint256 public nextForcedTransactionNumber;
  mapping(uint256 messageNumber => bytes32 rollingHash) public rollingHashes;
  mapping(uint256 forcedTransactionNumber => bytes32 rollingHash) public forcedTransactionRollingHashes;

  function setUp() external {
    uint256 blockNumber = 27_901_344;
    uint256 timestamp = block.timestamp - 600;
    uint256 messageNumber = 214_772;
    bytes32 messageRollingHash = keccak256("message rolling hash");
    rollingHashes[messageNumber] = messageRollingHash;

    currentL2BlockNumber = blockNumber;
    nextForcedTransactionNumber = 1;
    currentFinalizedState = keccak256(abi.encode(messageNumber, messageRollingHash, uint256(0), bytes32(0), timestamp));
    emit FinalizedStateUpdated(blockNumber, timestamp, messageNumber, 0);
  }
}
