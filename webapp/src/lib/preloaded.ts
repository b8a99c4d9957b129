import { create, fromJson, toJson, type JsonValue } from '@bufbuild/protobuf';
import type { Transport } from '@connectrpc/connect';
import type { Exchange } from './embedded-data';

// withPreloaded answers a unary call from exchanges when one matches its procedure and
// request, once each (a later call of the same query is a real refresh); every other call
// goes to the transport next resolves to. Answering needs only the protobuf runtime: the
// Connect client code is loaded (by next) on the first call the server did not answer,
// so a page that arrived with its data does not download it at all.
export function withPreloaded(next: () => Promise<Transport>, exchanges: readonly Exchange[]): Transport {
  const left = [...exchanges];
  return {
    unary: async (method, signal, timeoutMs, header, input, contextValues) => {
      if (left.length > 0) {
        const procedure = `/${method.parent.typeName}/${method.name}`;
        const request = canonical(toJson(method.input, create(method.input, input)));
        const at = left.findIndex((e) => e.procedure === procedure && canonical(e.request) === request);
        if (at >= 0) {
          const [found] = left.splice(at, 1);
          return {
            stream: false,
            service: method.parent,
            method,
            header: new Headers(),
            trailer: new Headers(),
            message: fromJson(method.output, found.response, { ignoreUnknownFields: true }),
          };
        }
      }
      return (await next()).unary(method, signal, timeoutMs, header, input, contextValues);
    },
    stream: async (...args) => (await next()).stream(...args),
  };
}

// canonical is JSON with object keys sorted: the server and the app may order fields
// differently.
function canonical(value: JsonValue): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
