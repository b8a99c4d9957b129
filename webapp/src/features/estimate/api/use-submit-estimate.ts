import { useMutation } from '@tanstack/react-query';
import type { GuardFields } from '../../../components/challenge/use-challenge';
import { EstimateService } from '../../../gen/gusset/site/v1/estimate_pb';
import { useClient } from '../../../lib/use-client';

export type EstimateValues = {
  name: string;
  company: string;
  email: string;
  phone: string;
  projectName: string;
  city: string;
  region: string;
  country: string;
  services: string[];
  structureType: string;
  scopeNotes: string;
  tonnage: string;
  drawingStatus: string;
  neededBy: string;
  software: string;
  softwareOther: string;
  deliverables: string[];
};

export type EstimateSubmission = EstimateValues & GuardFields & { uploadIds: string[]; uploadOwner: string };

export function useSubmitEstimate() {
  const client = useClient(EstimateService);
  return useMutation({
    mutationFn: (values: EstimateSubmission) => client.submitEstimate(values),
  });
}
