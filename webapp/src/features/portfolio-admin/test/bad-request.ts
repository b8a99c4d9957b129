import { BinaryWriter } from '@bufbuild/protobuf/wire';
import { Code, ConnectError } from '@connectrpc/connect';

// badRequest builds the server's InvalidArgument answer: a google.rpc.BadRequest detail
// with one violation per field (encoded by hand, its schema is not generated).
export function badRequest(violations: Record<string, string>): ConnectError {
  const w = new BinaryWriter();
  for (const [field, message] of Object.entries(violations)) {
    w.uint32((1 << 3) | 2).fork().uint32((1 << 3) | 2).string(field).uint32((2 << 3) | 2).string(message).join();
  }
  return new ConnectError(Object.values(violations).join('; '), Code.InvalidArgument, undefined, [
    // A detail as it arrives from the wire (not yet decoded), which the types do not model.
    { type: 'google.rpc.BadRequest', value: w.finish() } as never,
  ]);
}
