import { BinaryWriter } from '@bufbuild/protobuf/wire';
import { Code, ConnectError } from '@connectrpc/connect';

// invalidArgument builds the server's InvalidArgument answer: a google.rpc.BadRequest
// detail with one field violation per entry (encoded by hand, as the schema is not
// among the generated files). code is another code with field details, such as the
// AlreadyExists of a taken blog address.
export function invalidArgument(violations: Record<string, string>, code: Code = Code.InvalidArgument): ConnectError {
  const w = new BinaryWriter();
  for (const [field, message] of Object.entries(violations)) {
    w.uint32((1 << 3) | 2).fork().uint32((1 << 3) | 2).string(field).uint32((2 << 3) | 2).string(message).join();
  }
  return new ConnectError(Object.values(violations).join('; '), code, undefined, [
    { type: 'google.rpc.BadRequest', value: w.finish() } as never,
  ]);
}
