import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClientAdminService, ProjectAdminService } from '../../../gen/gusset/admin/v1/portal_pb';
import { ProjectStatus } from '../../../gen/gusset/portal/v1/portal_pb';
import { useClient } from '../../../lib/use-client';
import { estimateKeys } from './use-estimates';

// The portal's keys (features/portal-admin): a conversion adds a project and maybe an
// organization, so their lists refresh too.
const portalKeys = {
  all: ['admin', 'portal'] as const,
  organizations: ['admin', 'portal', 'organizations'] as const,
  projects: ['admin', 'portal', 'projects'] as const,
};

// useEstimateProject is the project an estimate request became, if any.
export function useEstimateProject(estimateId: string) {
  const client = useClient(ProjectAdminService);
  return useQuery({
    queryKey: portalKeys.projects,
    queryFn: ({ signal }) => client.listPortalProjects({ organizationId: '' }, { signal }),
    select: (res) => res.projects.find((p) => p.estimateRequestId === estimateId),
  });
}

export function useClientOrganizations() {
  const client = useClient(ClientAdminService);
  return useQuery({
    queryKey: portalKeys.organizations,
    queryFn: ({ signal }) => client.listOrganizations({}, { signal }),
    select: (res) => res.organizations,
  });
}

export type Conversion = {
  estimateId: string;
  // An existing organization's id, or '' and organizationName for a new one.
  organizationId: string;
  organizationName: string;
  name: string;
  jobNumber: string;
  location: string;
};

export function useConvertEstimate() {
  const client = useClient(ProjectAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (c: Conversion) =>
      client.convertEstimate({
        estimateId: c.estimateId,
        organizationId: c.organizationId,
        organizationName: c.organizationId ? '' : c.organizationName,
        project: { name: c.name, jobNumber: c.jobNumber, location: c.location, status: ProjectStatus.DETAILING },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: portalKeys.all });
      void queryClient.invalidateQueries({ queryKey: estimateKeys.all });
    },
  });
}
