// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Stands in for LineaRollup 8.0's view of the last finalization: the getters a forced-transaction
/// submitter reads, and one FinalizedStateUpdated event, emitted by setUp() as a finalization
/// would. currentFinalizedState is the keccak-256 of the five values, as FinalizedStateHashing
/// computes it; the fee is the 0.001 ETH set on Ethereum Mainnet with Security Council nonce 77.
/// Two forced transactions are finalized, with rolling hashes unlike the message's, so a script
/// that reads the wrong mapping or number fails its hash check.
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
    uint256 forcedTransactionNumber = 2;
    bytes32 forcedTransactionRollingHash = keccak256("forced transaction rolling hash");
    forcedTransactionRollingHashes[1] = keccak256("an earlier forced transaction rolling hash");
    forcedTransactionRollingHashes[forcedTransactionNumber] = forcedTransactionRollingHash;

    currentL2BlockNumber = blockNumber;
    nextForcedTransactionNumber = forcedTransactionNumber + 1;
    currentFinalizedState = keccak256(
      abi.encode(messageNumber, messageRollingHash, forcedTransactionNumber, forcedTransactionRollingHash, timestamp)
    );
    emit FinalizedStateUpdated(blockNumber, timestamp, messageNumber, forcedTransactionNumber);
  }
}
