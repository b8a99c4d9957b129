// Typed meta for every query and mutation; read by the global error handler in
// app/query-client.ts.
export type AppQueryMeta = {
  // Set when the caller treats Unauthenticated itself (e.g. wrong password at sign-in),
  // so the global "session expired" redirect must stay out of the way.
  handlesUnauthenticated?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}
