// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/**
 * A stand-in for Linea's message service on a local node, on either layer. It keeps the public
 * surface the samples call (sendMessage, MessageSent, minimumFeeInWei, inboxL1L2MessageStatus,
 * claimMessage) and the message hash of Linea's MessageHashing library, so code written against
 * LineaRollup or L2MessageService runs unchanged. What it does not do is what the local run
 * cannot have: no rollup, proofs, rate limit, pausing or roles. `anchorMessage` plays the
 * coordinator, which on Linea anchors L1 messages on L2, and anyone may call it here.
 */
contract MessageServiceDouble {
  event MessageSent(
    address indexed _from,
    address indexed _to,
    uint256 _fee,
    uint256 _value,
    uint256 _nonce,
    bytes _calldata,
    bytes32 indexed _messageHash
  );
  event MessageClaimed(bytes32 indexed _messageHash);

  error ValueSentTooLow();
  error FeeTooLow();
  error MessageDoesNotExistOrHasAlreadyBeenClaimed(bytes32 messageHash);
  error MessageSendingFailed(address destination);
  error FeePaymentFailed(address recipient);

  uint256 public minimumFeeInWei;
  uint256 public nextMessageNumber;
  /// 0 unknown, 1 received (claimable), 2 claimed: the values of L2MessageService.
  mapping(bytes32 messageHash => uint256 status) public inboxL1L2MessageStatus;
  /// The L1 sender of the message being claimed, for the recipient to check; zero otherwise.
  address public sender;

  function setMinimumFeeInWei(uint256 _fee) external {
    minimumFeeInWei = _fee;
  }

  function sendMessage(address _to, uint256 _fee, bytes calldata _calldata) external payable {
    if (msg.value < _fee) revert ValueSentTooLow();
    if (_fee < minimumFeeInWei) revert FeeTooLow();
    uint256 value = msg.value - _fee;
    uint256 nonce = nextMessageNumber++;
    bytes32 messageHash = keccak256(abi.encode(msg.sender, _to, _fee, value, nonce, _calldata));
    emit MessageSent(msg.sender, _to, _fee, value, nonce, _calldata, messageHash);
  }

  function anchorMessage(bytes32 _messageHash) external {
    if (inboxL1L2MessageStatus[_messageHash] == 0) inboxL1L2MessageStatus[_messageHash] = 1;
  }

  function claimMessage(
    address _from,
    address _to,
    uint256 _fee,
    uint256 _value,
    address payable _feeRecipient,
    bytes calldata _calldata,
    uint256 _nonce
  ) external {
    bytes32 messageHash = keccak256(abi.encode(_from, _to, _fee, _value, _nonce, _calldata));
    if (inboxL1L2MessageStatus[messageHash] != 1) revert MessageDoesNotExistOrHasAlreadyBeenClaimed(messageHash);
    inboxL1L2MessageStatus[messageHash] = 2;
    sender = _from;
    (bool delivered, ) = _to.call{ value: _value }(_calldata);
    sender = address(0);
    if (!delivered) revert MessageSendingFailed(_to);
    if (_fee > 0) {
      address recipient = _feeRecipient == address(0) ? msg.sender : _feeRecipient;
      (bool paid, ) = recipient.call{ value: _fee }("");
      if (!paid) revert FeePaymentFailed(recipient);
    }
    emit MessageClaimed(messageHash);
  }

  /// The value the message service holds to pay out claims arrives here.
  receive() external payable {}
}
