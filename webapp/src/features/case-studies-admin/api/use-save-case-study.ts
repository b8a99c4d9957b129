import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { CaseStudyAdminService, type CaseStudyInputSchema } from '../../../gen/gusset/admin/v1/case_studies_pb';
import { useClient } from '../../../lib/use-client';
import { caseStudyAdminKey } from './case-study-admin-keys';

export type CaseStudyValues = MessageInitShape<typeof CaseStudyInputSchema>;
export type SaveCaseStudy = { id?: string; caseStudy: CaseStudyValues };

// A case study written here changes the public pages too (cached under other keys):
// everything is marked stale, and this screen's list is refetched now.
async function invalidateAfterWrite(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: caseStudyAdminKey });
}

export function useSaveCaseStudy() {
  const client = useClient(CaseStudyAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, caseStudy }: SaveCaseStudy) => {
      if (id === undefined) return (await client.createCaseStudy({ caseStudy })).caseStudy;
      return (await client.updateCaseStudy({ id, caseStudy })).caseStudy;
    },
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

export function useDeleteCaseStudy() {
  const client = useClient(CaseStudyAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.deleteCaseStudy({ id }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
