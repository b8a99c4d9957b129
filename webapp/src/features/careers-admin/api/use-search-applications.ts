import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApplicationService, ApplicationStatus } from '../../../gen/gusset/admin/v1/applications_pb';
import { localDayStart } from '../../../lib/local-date-time';
import { useClient } from '../../../lib/use-client';
import { pageSize, searchKeys } from './query-keys';

export type SearchFilter = {
  status: ApplicationStatus;
  jobId: string;
  // yyyy-mm-dd from a date input, '' for none; both days are included.
  from: string;
  to: string;
  text: string;
};

export const noFilter: SearchFilter = { status: ApplicationStatus.UNSPECIFIED, jobId: '', from: '', to: '', text: '' };

// Applicants across every job, newest first, one page at a time.
export function useSearchApplications(filter: SearchFilter, pageToken: string) {
  const client = useClient(ApplicationService);
  return useQuery({
    queryKey: searchKeys.list(filter, pageToken),
    queryFn: ({ signal }) =>
      client.searchApplications(
        {
          status: filter.status,
          jobId: filter.jobId,
          text: filter.text.trim(),
          fromTime: localDayStart(filter.from),
          // The end of the range is the start of the day after.
          toTime: localDayStart(filter.to, 1),
          pageSize,
          pageToken,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
