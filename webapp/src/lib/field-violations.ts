import { BinaryReader } from '@bufbuild/protobuf/wire';
import { ConnectError } from '@connectrpc/connect';

// fieldViolations reads the google.rpc.BadRequest detail of a server error as
// field → message (the spec's validation texts). The detail is decoded by hand: its
// schema is not among the generated files, and it has two string fields.
export function fieldViolations(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ConnectError)) return out;
  for (const detail of error.details) {
    if (!('type' in detail) || detail.type !== 'google.rpc.BadRequest') continue;
    const reader = new BinaryReader(detail.value);
    while (reader.pos < reader.len) {
      const [field, wireType] = reader.tag();
      if (field !== 1) {
        reader.skip(wireType);
        continue;
      }
      const violation = new BinaryReader(reader.bytes());
      let name = '';
      let message = '';
      while (violation.pos < violation.len) {
        const [f, w] = violation.tag();
        if (f === 1) name = violation.string();
        else if (f === 2) message = violation.string();
        else violation.skip(w);
      }
      out[name] = message;
    }
  }
  return out;
}
