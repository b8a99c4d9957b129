import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApplicationService, ApplicationStatus } from '../../../gen/gusset/admin/v1/applications_pb';
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

// A local calendar day's start; the end of the range is the start of the day after.
function dayStart(day: string, plusDays = 0) {
  const [y, m, d] = day.split('-').map(Number);
  return timestampFromDate(new Date(y, m - 1, d + plusDays));
}

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
          fromTime: filter.from ? dayStart(filter.from) : undefined,
          toTime: filter.to ? dayStart(filter.to, 1) : undefined,
          pageSize,
          pageToken,
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
