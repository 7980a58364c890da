import React, { type ReactNode } from 'react';
import { networkList } from '@site/src/data/networks';
import ScrollTable from '@site/src/components/ScrollTable';

/** Linea's public JSON-RPC endpoints, one row per network, from src/data/networks.ts. */
export default function RpcEndpoints(): ReactNode {
  return (
    <ScrollTable label="Public JSON-RPC endpoints">
      <table>
        <thead>
          <tr>
            <th scope="col">Network</th>
            <th scope="col">Public HTTPS endpoint</th>
            <th scope="col">Chain ID</th>
            <th scope="col">Settles on</th>
          </tr>
        </thead>
        <tbody>
          {networkList.map((n) => (
            <tr key={n.id}>
              <th scope="row">{n.name}</th>
              <td>
                <code>{n.rpcUrls.http}</code>
              </td>
              <td>
                <code>{n.chainId}</code>
              </td>
              <td>{n.settlement.name}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
