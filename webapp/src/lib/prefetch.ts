import type { JsonValue } from '@bufbuild/protobuf';
import type { Transport } from '@connectrpc/connect';
import type { QueryClient } from '@tanstack/react-query';

// JsonCall calls a procedure with Connect's JSON, without the Connect and protobuf
// runtimes: for the data every page reads (lib/site-settings.ts).
export type JsonCall = (procedure: string, request: JsonValue) => Promise<JsonValue>;

// What a page's prefetch gets: where its data goes and how to ask for it, and its address.
export type PrefetchContext = {
  queryClient: QueryClient;
  transport: Transport;
  callJson: JsonCall;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
};

// A page whose HTML the server renders with its data exports `prefetch`: it fills the
// query cache with exactly the queries the page makes, before the first render, so React
// shows the data at once. The server embeds the answers (lib/preloaded.ts), so this costs
// no network round trip.
export type Prefetch = (context: PrefetchContext) => Promise<unknown>;

// Public data changes rarely; a page that arrives with its data does not fetch it again
// the moment it mounts.
export const publicStaleTime = 60_000;

// The handle of a route whose page has a prefetch (src/app/routes.tsx).
export type PageHandle = { prefetch?: Prefetch };
