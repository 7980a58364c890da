/**
 * The stdio transport, answering the lines the SDK's drops. StdioServerTransport parses each line
 * and hands the message on; a line that is not JSON, not a JSON-RPC 2.0 message or a batch only
 * reaches its onerror, with no reply, and the client waits for its timeout. Here a filter in front
 * of its stdin reads each line first, with the checks the HTTP server makes (./jsonrpc):
 *
 * - a line that is not JSON is answered -32700, one that is not a valid message -32600 (with its
 *   id when it has a usable one), and a line saying so goes to stderr;
 * - a batch is handed on a message a line, and the responses to its requests go back together on
 *   one line, as the SDK's HTTP transport answers a batch: the array of responses, in the order of
 *   the requests (a lone response when the batch held one request, nothing when it held none);
 * - every other line passes through unchanged, to be read by the SDK as before;
 * - a last line without a line break, when the input ends, is read as a line;
 * - whatever goes wrong reading a line is answered -32603 and logged, never thrown: a throw in the
 *   filter would end the process.
 */
import { Transform, type Readable, type TransformCallback, type Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { STDIO_DEFAULT_MAX_BUFFER_SIZE } from '@modelcontextprotocol/sdk/shared/stdio.js';
import {
  ErrorCode,
  isJSONRPCErrorResponse,
  isJSONRPCRequest,
  isJSONRPCResultResponse,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { cancelledId, checkMessages, errorResponse, parseError } from './jsonrpc';

/** Splits its input into lines and passes on what `onLine` makes of each. */
class LineFilter extends Transform {
  onLine: (line: string) => string[] = (line) => [line];
  onTooLong: () => void = () => {};
  onFailure: (error: unknown, line: string) => void = () => {};
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** In a line over the limit: drop what arrives up to its end. */
  private skipping = false;

  constructor(private readonly maxLineBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      const piece = chunk.subarray(start, end);
      start = end + 1;
      const skipped = this.skipping || this.pendingBytes + piece.length > this.maxLineBytes;
      const line = skipped ? '' : Buffer.concat([...this.pending, piece]).toString('utf8').replace(/\r$/, '');
      if (skipped && !this.skipping) this.onTooLong();
      this.reset();
      if (!skipped) this.handOn(line);
    }
    const rest = chunk.subarray(start);
    if (rest.length > 0 && !this.skipping) {
      this.pending.push(rest);
      this.pendingBytes += rest.length;
      if (this.pendingBytes > this.maxLineBytes) {
        this.reset();
        this.skipping = true;
        this.onTooLong();
      }
    }
    done();
  }

  override _flush(done: TransformCallback): void {
    if (!this.skipping && this.pendingBytes > 0) {
      const line = Buffer.concat(this.pending).toString('utf8').replace(/\r$/, '');
      this.reset();
      this.handOn(line);
    }
    done();
  }

  private handOn(line: string): void {
    let out: string[];
    try {
      out = this.onLine(line);
    } catch (error) {
      this.onFailure(error, line);
      return;
    }
    for (const message of out) this.push(`${message}\n`);
  }

  private reset(): void {
    this.pending = [];
    this.pendingBytes = 0;
    this.skipping = false;
  }
}

interface Batch {
  /** The ids of its requests, in order; responses to them are held until all have come. */
  ids: RequestId[];
  responses: Map<RequestId, JSONRPCMessage>;
}

export class CheckedStdioServerTransport extends StdioServerTransport {
  private readonly input: Readable;
  private readonly lines: LineFilter;
  private readonly log: (line: string) => void;
  private batches: Batch[] = [];

  constructor(
    stdin: Readable = process.stdin,
    stdout: Writable = process.stdout,
    options: { log?: (line: string) => void; maxLineBytes?: number } = {},
  ) {
    const maxLineBytes = options.maxLineBytes ?? STDIO_DEFAULT_MAX_BUFFER_SIZE;
    const lines = new LineFilter(maxLineBytes);
    super(lines, stdout);
    this.input = stdin;
    this.lines = lines;
    this.log = options.log ?? ((line) => process.stderr.write(`${line}\n`));
    lines.onLine = (line) => this.check(line);
    lines.onTooLong = () => this.reject(errorResponse(ErrorCode.InvalidRequest, `Invalid Request: a message is limited to ${maxLineBytes} bytes.`), '');
    lines.onFailure = (error, line) =>
      this.reject(errorResponse(ErrorCode.InternalError, `Internal error: the line could not be read (${error instanceof Error ? error.message : String(error)}).`), line);
  }

  override async start(): Promise<void> {
    await super.start();
    this.input.on('error', this.forwardError);
    this.input.pipe(this.lines);
  }

  override async close(): Promise<void> {
    this.input.unpipe(this.lines);
    this.input.off('error', this.forwardError);
    this.batches = [];
    await super.close();
  }

  private readonly forwardError = (error: Error) => this.onerror?.(error);

  /** What of a line the SDK gets: the line, the members of a batch, or nothing when it was answered here. */
  private check(line: string): string[] {
    if (line.trim() === '') return [];
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.reject(parseError('the line'), line);
      return [];
    }
    const checked = checkMessages(value);
    if ('error' in checked) {
      this.reject(checked.error, line);
      return [];
    }
    if (!checked.batch) {
      this.cancel(checked.messages);
      return [line];
    }
    const ids = [...new Set(checked.messages.filter(isJSONRPCRequest).map((m) => m.id))];
    if (ids.length > 0) this.batches.push({ ids, responses: new Map() });
    this.cancel(checked.messages);
    return checked.members.map((member) => JSON.stringify(member));
  }

  /** The server sends nothing for a request the client cancels: a batch stops waiting for it. */
  private cancel(messages: readonly JSONRPCMessage[]): void {
    for (const message of messages) {
      const id = cancelledId(message);
      if (id !== undefined) this.forget(id);
    }
  }

  private reject(error: JSONRPCErrorResponse, line: string): void {
    const excerpt = line.length > 80 ? `${line.slice(0, 80)}…` : line;
    this.log(`linea-docs-mcp: ${error.error.message}${line ? ` Line: ${JSON.stringify(excerpt)}` : ''}`);
    super.send(error).catch((e: unknown) => this.onerror?.(e instanceof Error ? e : new Error(String(e))));
  }

  /** The batch still waiting for a response to `id`, if any. */
  private batchOf(id: RequestId): Batch | undefined {
    return this.batches.find((b) => b.ids.includes(id) && !b.responses.has(id));
  }

  /** A cancelled request of a batch: no response will come, so the batch no longer waits for it. */
  private forget(id: RequestId): void {
    const batch = this.batchOf(id);
    if (!batch) return;
    batch.ids = batch.ids.filter((i) => i !== id);
    this.flush(batch).catch((e: unknown) => this.onerror?.(e instanceof Error ? e : new Error(String(e))));
  }

  /** Sends a batch's responses once every request still waited for has one. */
  private async flush(batch: Batch): Promise<void> {
    if (batch.responses.size < batch.ids.length) return;
    this.batches = this.batches.filter((b) => b !== batch);
    const responses = batch.ids.map((i) => batch.responses.get(i)!);
    if (responses.length === 0) return;
    // One line with the array, as the HTTP transport answers; the SDK writes any JSON value it is given.
    await super.send(responses.length === 1 ? responses[0]! : (responses as unknown as JSONRPCMessage));
  }

  override async send(message: JSONRPCMessage): Promise<void> {
    const isResponse = isJSONRPCResultResponse(message) || isJSONRPCErrorResponse(message);
    const id = isResponse ? message.id : undefined;
    const batch = id === undefined ? undefined : this.batchOf(id);
    if (!batch || id === undefined) return super.send(message);
    batch.responses.set(id, message);
    return this.flush(batch);
  }
}
