// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// Stands in for RollupRevenueVault on Linea Mainnet: the getters a reader checks (the constant 20%
/// split, arrears, the last invoiced period, the adapter and L1 burner addresses of the address
/// registry) and one EthBurntSwappedAndBridged event, emitted by setUp() as burnAndBridge would.
contract RevenueVaultDouble {
  event EthBurntSwappedAndBridged(uint256 ethBurnt, uint256 lineaTokensBridged);

  uint256 public constant ETH_BURNT_PERCENTAGE = 20;

  uint256 public invoiceArrears;
  uint256 public lastInvoiceDate;
  address public dexSwapAdapter;
  address public l1LineaTokenBurner;

  function setUp() external {
    lastInvoiceDate = block.timestamp - 3600;
    dexSwapAdapter = 0x30A20a3a9991c939290f4329cb52daac8e97F353;
    l1LineaTokenBurner = 0x5Ad9369254F29b724d98F6ce98Cb7bAD729969F3;
    emit EthBurntSwappedAndBridged(0.25 ether, 41_250 ether);
  }
}
