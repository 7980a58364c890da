/**
 * What several namespace files share: where the facts come from (repository, path, commit), who
 * serves a method, and the Linea differences that hold for every method of a kind.
 */
import type { RpcMethodSpec, RpcNamespace, RpcServedBy } from '../types';

const DOC_LINEA_COMMIT = '994028bcdd5f4a8d307464972364e2f8944eb8b6 (2026-08-06)';
const EXECUTION_APIS_COMMIT = '033ca6e69da000445840d2060ff47e5e56172a86 (2026-08-07)';
const BESU_COMMIT = '3fd224e2e49ddd68aa61755525593a0a60c65507 (2026-03-29)';
const MONOREPO_COMMIT = 'cb180134d7b7904ca588e6d99264b7b10fe06929 (2026-06-12)';

/** A page of the official Linea documentation. */
export function docLinea(path: string): string {
  return `Consensys/doc.linea ${path} @ ${DOC_LINEA_COMMIT}`;
}

/** A method page of the official Linea JSON-RPC reference. */
export function docLineaReference(method: string): string {
  return docLinea(`docs/api/reference/${method.toLowerCase().replace(/_/g, '-')}.mdx`);
}

/** A file of the Ethereum execution API specification. */
export function executionApis(path: string): string {
  return `ethereum/execution-apis ${path} @ ${EXECUTION_APIS_COMMIT}`;
}

/** A class of Besu's JSON-RPC implementation (Linea Besu is built on it). */
export function besu(what: string): string {
  return `hyperledger/besu ${what} @ ${BESU_COMMIT}`;
}

/** A file of the Linea monorepo. */
export function lineaMonorepo(path: string): string {
  return `Consensys/linea-monorepo ${path} @ ${MONOREPO_COMMIT}`;
}

/** The public endpoints and the namespaces the published Linea Besu profiles enable. */
export const PUBLIC_ENDPOINTS_SOURCE = docLinea('docs/network/build/tools/node-providers/index.mdx');
export const CONNECT_SOURCE = docLinea('docs/network/build/connect.mdx');
export const REFERENCE_INDEX_SOURCE = docLinea('docs/api/reference/index.mdx');
export const PROFILES_SOURCE = lineaMonorepo(
  'linea-besu/package/linea-besu/profiles/{basic,advanced}-{mainnet,sepolia}.toml (rpc-http-api, plugins)',
);
export const FINALITY_SOURCE = docLinea('docs/network/overview/transaction-finality.mdx');
export const DIFFERENCES_SOURCE = docLinea('docs/network/overview/ethereum-differences.mdx');
export const BESU_ERRORS_SOURCE = besu('ethereum/api/.../jsonrpc/internal/response/RpcErrorType.java');
export const BESU_BLOCK_PARAMETER_SOURCE = besu('ethereum/api/.../jsonrpc/internal/methods/AbstractBlockParameterMethod.java');

/** Which Linea Besu profiles enable a namespace, from the profiles' `rpc-http-api`. */
const PROFILE_NOTE: Record<RpcNamespace, string> = {
  eth: 'Enabled in every Linea Besu profile.',
  net: 'Enabled in every Linea Besu profile.',
  web3: 'Enabled in every Linea Besu profile.',
  txpool: 'Enabled in every Linea Besu profile.',
  debug: 'Enabled in the advanced Linea Besu profiles, not the basic ones.',
  trace: 'Enabled in the advanced Linea Besu profiles, not the basic ones.',
  linea: 'Enabled, with the Linea plugins, in the advanced Linea Besu profiles only.',
};

/**
 * A method the official reference documents on the public endpoint. The reference names
 * `rpc.linea.build`; the list of public endpoints gives `rpc.sepolia.linea.build` as the same
 * service for Linea Sepolia, with the Linea-specific features, and the connection guide gives it as
 * Linea Sepolia's RPC URL, so standard and Linea methods are claimed on both. Tracing (debug and
 * trace) is documented on the Mainnet endpoint only, so Sepolia is not claimed for it.
 */
export function publicAndOwnNode(namespace: RpcNamespace, note?: string): RpcServedBy {
  return {
    publicMainnet: true,
    publicSepolia: namespace !== 'debug' && namespace !== 'trace',
    ownNode: { namespace, note: note ?? PROFILE_NOTE[namespace] },
  };
}

/** Said on tracing methods, whose Sepolia support no source states. */
export const TRACING_ON_SEPOLIA =
  'The official reference documents this method on the Linea Mainnet public endpoint; whether the Linea Sepolia one serves it is not documented.';

/**
 * A method Linea Besu serves when its namespace is enabled, which the official reference does not
 * list. Nothing public says whether the public endpoints answer it, so they are not claimed.
 */
export function ownNodeOnly(namespace: RpcNamespace): RpcServedBy {
  return {
    publicMainnet: false,
    publicSepolia: false,
    ownNode: {
      namespace,
      note: `${PROFILE_NOTE[namespace]} The official reference does not list it for the public endpoints, so whether they answer it is not documented.`,
    },
  };
}

/** The `finalized` tag on Linea: hard finality, not Ethereum's consensus finality. */
export const FINALIZED_TAG =
  'The finalized tag means the newest Linea block whose proof was verified on Ethereum in a finalized Ethereum block (hard finality), about two hours behind latest at the median; Linea Mainnet and Linea Sepolia both support it.';

/** How Besu, and so Linea Besu, answers `pending` for state reads. */
export const PENDING_TAG = 'Linea Besu keeps no pending block: for this method pending returns the same as latest.';

/** Gas prices on Linea. */
export const GAS_PRICE_DIFFERENCE =
  'Linea charges a minimum gas price and prices a transaction partly by the size of its data, which these fee methods do not see; linea_estimateGas returns fees that account for it.';

/**
 * Adds to each record the sources of its `servedBy`: the reference index and the list of public
 * endpoints when it claims the public endpoints, the node profiles when it names a namespace to
 * enable. Kept here so a record cannot claim an endpoint without the source that says so.
 */
export function withServiceSources(methods: readonly RpcMethodSpec[]): RpcMethodSpec[] {
  return methods.map((method) => {
    const extra: string[] = [];
    if (method.servedBy.publicMainnet || method.servedBy.publicSepolia) extra.push(REFERENCE_INDEX_SOURCE, PUBLIC_ENDPOINTS_SOURCE);
    if (method.servedBy.publicSepolia) extra.push(CONNECT_SOURCE);
    if (method.servedBy.ownNode) extra.push(PROFILES_SOURCE);
    return { ...method, sources: [...new Set([...method.sources, ...extra])] };
  });
}
