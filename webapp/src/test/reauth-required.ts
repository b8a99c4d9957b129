import { BinaryWriter } from '@bufbuild/protobuf/wire';
import { Code, ConnectError } from '@connectrpc/connect';
import { reauthReason } from '../lib/reauth';

// reauthRequired builds the server's answer to a sensitive action whose session proved
// its user more than ten minutes ago: FailedPrecondition with a google.rpc.ErrorInfo
// detail (encoded by hand, as the schema is not among the generated files).
export function reauthRequired(): ConnectError {
  const value = new BinaryWriter().uint32((1 << 3) | 2).string(reauthReason).uint32((2 << 3) | 2).string('gusset').finish();
  return new ConnectError('confirm your identity', Code.FailedPrecondition, undefined, [{ type: 'google.rpc.ErrorInfo', value } as never]);
}
