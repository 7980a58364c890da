/**
 * The shape of a JSON-RPC method record. Every method of the API reference is one `RpcMethodSpec`;
 * its page, the `/openrpc.json` document, the console form, search and the MCP server all read
 * these records and nothing else.
 *
 * Schemas are JSON Schema (draft-07 subset) so they validate with Ajv and carry over to OpenRPC
 * unchanged. Reusable schemas (address, hash, block tag, ...) live in `./schemas.ts`.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** The JSON Schema subset the records use. `title` names a reusable type in tables and forms. */
export interface JsonSchema {
  title?: string;
  description?: string;
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null' | readonly ('string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null')[];
  pattern?: string;
  enum?: readonly JsonValue[];
  const?: JsonValue;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  additionalProperties?: boolean | JsonSchema;
  /** Schema every key of an object must match (maps keyed by address or storage slot). */
  propertyNames?: JsonSchema;
  oneOf?: readonly JsonSchema[];
  anyOf?: readonly JsonSchema[];
}

/** JSON-RPC namespaces a Linea node can enable (`--rpc-http-api` on Besu). */
export type RpcNamespace = 'eth' | 'net' | 'web3' | 'linea' | 'debug' | 'trace' | 'txpool';

export interface RpcParam {
  name: string;
  required: boolean;
  description: string;
  schema: JsonSchema;
}

export interface RpcResult {
  name: string;
  description: string;
  schema: JsonSchema;
}

export interface RpcError {
  code: number;
  /** The message as the node returns it; `<...>` marks the parts that vary. */
  message: string;
  /** What it means and what to do about it. */
  meaning: string;
  /** A generic Ethereum client error listed for completeness, rather than one of Linea's own. */
  standard?: boolean;
}

export interface RpcExample {
  /** Short label when a method has several examples. */
  name?: string;
  /** Positional parameters, in order. */
  params: readonly JsonValue[];
  result: JsonValue;
  /**
   * True when the pair was written for the page (plausible, schema-valid values) rather than
   * captured from a Linea endpoint; pages say so next to the example.
   */
  constructed: boolean;
  /** Anything the reader must know about the example (shortened, which network, ...). */
  note?: string;
}

/** Who answers the method. */
export interface RpcServedBy {
  /** Served by the public endpoint of Linea Mainnet (`rpc.linea.build`). */
  publicMainnet: boolean;
  /** Served by the public endpoint of Linea Sepolia (`rpc.sepolia.linea.build`). */
  publicSepolia: boolean;
  /** Served by a node you run, and which `--rpc-http-api` namespace must be enabled for it. */
  ownNode: { namespace: RpcNamespace; note?: string } | null;
  /** What node providers offer, in one sentence, when a source says it. */
  providers?: string;
}

/**
 * Whether the console may send the method without asking:
 * - `read-only`: reads state, sent on request;
 * - `filter-creating`: creates server-side state (a filter), sent only after confirmation;
 * - `state-changing`: submits or changes something (a signed transaction, a bundle), shown and
 *   sent only after an explicit confirmation.
 */
export type RpcLiveSafety = 'read-only' | 'filter-creating' | 'state-changing';

export interface RpcMethodSpec {
  /** Exactly as sent in `method`. */
  name: string;
  namespace: RpcNamespace;
  /** One sentence: what the method does. */
  summary: string;
  /**
   * What developers call it for: two to four short tasks, each completing “Use it to …” (starting
   * lowercase, no final period; `inline code` allowed). Shown under the signature.
   */
  useCases: readonly string[];
  /**
   * Words a developer types into the search box for this method without knowing its name, that the
   * summary and use cases lack: their own words for the task, library functions that wrap the
   * method, symptoms it explains. Two to six words each, no commas; indexed as the page's keywords
   * after the use cases, not shown on the page.
   */
  searchPhrases?: readonly string[];
  /** Optional longer explanation (plain text, may use `inline code`). */
  description?: string;
  params: readonly RpcParam[];
  result: RpcResult;
  errors: readonly RpcError[];
  /** At least one; the first is the console's default. */
  examples: readonly RpcExample[];
  /** What differs on Linea from Ethereum's behaviour, one sentence each; empty when nothing does. */
  lineaDifferences: readonly string[];
  servedBy: RpcServedBy;
  liveSafety: RpcLiveSafety;
  /** Where the facts come from: repository, path and commit or date read. Not rendered. */
  sources: readonly string[];
  /** The network the console starts on. */
  defaultNetwork: 'mainnet' | 'sepolia';
}

/** Page path of a method: lowercase, `_` as `-`. */
export function rpcMethodPath(name: string): `/api/reference/${string}` {
  return `/api/reference/${name.toLowerCase().replace(/_/g, '-')}`;
}
