// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Stands in for LineaRollup and its yield manager at once: `yieldManager()` points at itself, and
/// the reserve getters return the thresholds of Security Council nonce 78 (40% and 35%).
contract YieldReserveDouble {
  function yieldManager() external view returns (address) {
    return address(this);
  }

  function targetWithdrawalReservePercentageBps() external pure returns (uint256) {
    return 4000;
  }

  function minimumWithdrawalReservePercentageBps() external pure returns (uint256) {
    return 3500;
  }

  function getEffectiveMinimumWithdrawalReserve() external view returns (uint256) {
    return (address(this).balance * 3500) / 10000;
  }

  function isWithdrawalReserveBelowMinimum() external pure returns (bool) {
    return false;
  }
}
