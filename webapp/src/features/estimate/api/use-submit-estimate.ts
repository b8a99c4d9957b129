import { useMutation } from '@tanstack/react-query';
import { EstimateService, type SubmitEstimateRequest } from '../../../gen/gusset/site/v1/estimate_pb';
import { useClient } from '../../../lib/use-client';

// The whole request the form sends: the server's SubmitEstimateRequest.
export type EstimateSubmission = Omit<SubmitEstimateRequest, '$typeName' | '$unknown'>;

// The fields the visitor fills in: the request without the uploads (the uploader's) and
// the abuse guard's honeypot and challenge.
export type EstimateValues = Omit<EstimateSubmission, 'uploadIds' | 'uploadOwner' | 'website' | 'challenge'>;

// The request's fields that are not the visitor's own.
export const notFilledIn: ReadonlySet<string> = new Set(['uploadIds', 'uploadOwner', 'website', 'challenge']);

export function useSubmitEstimate() {
  const client = useClient(EstimateService);
  return useMutation({
    mutationFn: (values: EstimateSubmission) => client.submitEstimate(values),
  });
}
