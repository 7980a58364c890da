/**
 * Request samples in each language of src/config/code-languages.ts, generated from one request
 * (URL and body), so what a page shows is what its console sends. Each generator returns a
 * complete program a reader can paste and run.
 */
import type { CodeLanguageId } from '../config/code-languages';
import type { RpcRequest } from './rpc-request';

/** Single-quotes a word for POSIX shells unless it is made only of characters that need none. */
export function shellQuote(value: string): string {
  if (/^[A-Za-z0-9_./:@%+=,-]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export function curlSample({ url, body }: RpcRequest): string {
  return [`curl ${shellQuote(url)} \\`, '  -X POST \\', "  -H 'Content-Type: application/json' \\", `  --data ${shellQuote(body)}`].join('\n');
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JSON value as source code, with `null`/`true`/`false` and object keys spelled per language. */
function literal(value: unknown, indent: string, step: string, lang: 'python' | 'js'): string {
  if (value === null) return lang === 'python' ? 'None' : 'null';
  if (typeof value === 'boolean') return lang === 'python' ? (value ? 'True' : 'False') : String(value);
  if (typeof value === 'number' || typeof value === 'string') return JSON.stringify(value);
  const inner = indent + step;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => `${inner}${literal(v, inner, step, lang)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const key = (k: string) => (lang === 'js' && IDENTIFIER.test(k) ? k : JSON.stringify(k));
  return `{\n${entries.map(([k, v]) => `${inner}${key(k)}: ${literal(v, inner, step, lang)},`).join('\n')}\n${indent}}`;
}

export function pythonSample({ url, body }: RpcRequest): string {
  const payload = literal(JSON.parse(body), '', '    ', 'python');
  return `import requests  # pip install requests

RPC_URL = ${JSON.stringify(url)}

payload = ${payload}

response = requests.post(RPC_URL, json=payload, timeout=30)
response.raise_for_status()
print(response.json())
`;
}

/** A Go string literal for the body: a raw string when it can be one, an interpreted one otherwise. */
function goString(text: string): string {
  return text.includes('`') ? JSON.stringify(text) : `\`${text}\``;
}

export function goSample({ url, body }: RpcRequest): string {
  return `package main

import (
	"bytes"
	"fmt"
	"io"
	"net/http"
)

func main() {
	body := []byte(${goString(body)})

	resp, err := http.Post(${JSON.stringify(url)}, "application/json", bytes.NewReader(body))
	if err != nil {
		panic(err)
	}
	defer resp.Body.Close()

	reply, err := io.ReadAll(resp.Body)
	if err != nil {
		panic(err)
	}
	fmt.Println(resp.Status)
	fmt.Println(string(reply))
}
`;
}

export function nodeSample({ url, body }: RpcRequest): string {
  const payload = literal(JSON.parse(body), '  ', '  ', 'js');
  return `// Node.js 18 or later: fetch is built in. Save as request.mjs and run \`node request.mjs\`.
const response = await fetch(${JSON.stringify(url)}, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(${payload}),
});

console.log(response.status, await response.json());
`;
}

export const codeSampleGenerators: Record<CodeLanguageId, (request: RpcRequest) => string> = {
  curl: curlSample,
  python: pythonSample,
  go: goSample,
  nodejs: nodeSample,
};
