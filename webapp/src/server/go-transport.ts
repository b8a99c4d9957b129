import { create, fromJson, toJson, type JsonValue } from '@bufbuild/protobuf';
import { Code, ConnectError, type Transport } from '@connectrpc/connect';
import type { Exchange } from '../lib/embedded-data';
import type { JsonCall } from '../lib/prefetch';

// GoCall is the Go server's in-process call of a procedure (internal/render): the request
// as Connect's JSON, answered with the HTTP status and the body Connect wrote (the answer
// as JSON, or a Connect error's {code, message}).
export type GoCall = (procedure: string, request: string) => [number, string];

// goTransport answers the render's calls through the Go server's own Connect handler,
// synchronously, and records each answer: the page embeds them, so the browser's first
// render makes no call (lib/preloaded.ts answers them).
export function goTransport(call: GoCall, exchanges: Exchange[]): Transport {
  return {
    unary: (method, _signal, _timeoutMs, _header, input) => {
      const procedure = `/${method.parent.typeName}/${method.name}`;
      const request = toJson(method.input, create(method.input, input));
      const [status, body] = call(procedure, JSON.stringify(request));
      const answer = JSON.parse(body) as JsonValue;
      if (status !== 200) return Promise.reject(connectError(answer, status));
      exchanges.push({ procedure, request, response: answer });
      return Promise.resolve({
        stream: false as const,
        service: method.parent,
        method,
        header: new Headers(),
        trailer: new Headers(),
        message: fromJson(method.output, answer, { ignoreUnknownFields: true }),
      });
    },
    stream: () => Promise.reject(new ConnectError('pages make no streaming calls', Code.Unimplemented)),
  };
}

// goJsonCall is goTransport for the calls made with Connect's JSON alone (lib/prefetch.ts's
// JsonCall), recorded alike.
export function goJsonCall(call: GoCall, exchanges: Exchange[]): JsonCall {
  return (procedure, request) => {
    const [status, body] = call(procedure, JSON.stringify(request));
    const answer = JSON.parse(body) as JsonValue;
    if (status !== 200) return Promise.reject(connectError(answer, status));
    exchanges.push({ procedure, request, response: answer });
    return Promise.resolve(answer);
  };
}

// connectError is the error a Connect client raises for an error body: its code name
// ("not_found") in @connectrpc/connect's Code ("NotFound").
function connectError(answer: JsonValue, status: number): ConnectError {
  const { code = '', message = `HTTP ${status}` } = (answer ?? {}) as { code?: string; message?: string };
  const name = code.replace(/(^|_)([a-z])/g, (_m, _sep: string, letter: string) => letter.toUpperCase());
  const value = (Code as unknown as Record<string, number | undefined>)[name];
  return new ConnectError(message, value ?? Code.Unknown);
}
