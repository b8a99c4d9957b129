import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CaseStudyAdminService } from '../../../gen/gusset/admin/v1/case_studies_pb';
import type { CaseStudyStatus } from '../../../gen/gusset/site/v1/case_studies_pb';
import { useClient } from '../../../lib/use-client';
import { caseStudyAdminKey } from './case-study-admin-keys';

export const caseStudyPageSize = 20;

// Every case study not in the trash, drafts included; query and status filter.
export function useCaseStudies(pageToken: string, query: string, status: CaseStudyStatus) {
  const client = useClient(CaseStudyAdminService);
  return useQuery({
    queryKey: [...caseStudyAdminKey, 'list', query, status, pageToken],
    queryFn: ({ signal }) => client.listCaseStudies({ pageSize: caseStudyPageSize, pageToken, query, status }, { signal }),
    placeholderData: keepPreviousData,
  });
}

// The service pages a case study can name.
export function useServicePages() {
  const client = useClient(CaseStudyAdminService);
  return useQuery({
    queryKey: [...caseStudyAdminKey, 'services'],
    queryFn: async ({ signal }) => (await client.listServices({}, { signal })).services,
    staleTime: Infinity,
  });
}
