import type { DescMessage, MessageInitShape } from '@bufbuild/protobuf';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AddMilestoneRequestSchema,
  ClientAdminService,
  CreatePortalProjectRequestSchema,
  DeleteMilestoneRequestSchema,
  InviteClientUserRequestSchema,
  ProjectAdminService,
  SetClientUserDisabledRequestSchema,
  UpdateMilestoneRequestSchema,
  UpdatePortalProjectRequestSchema,
} from '../../../gen/gusset/admin/v1/portal_pb';
import { StaffService } from '../../../gen/gusset/admin/v1/staff_pb';
import { staffListQueryKey } from '../../../lib/query-keys';
import { useClient } from '../../../lib/use-client';

const keys = {
  all: ['admin', 'portal'] as const,
  organizations: ['admin', 'portal', 'organizations'] as const,
  users: (org: string) => ['admin', 'portal', 'users', org] as const,
  projects: ['admin', 'portal', 'projects'] as const,
  project: (id: string) => ['admin', 'portal', 'project', id] as const,
};

// A mutation's input is its request as the generated schema describes it.
type Input<S extends DescMessage> = MessageInitShape<S>;

export function useOrganizations() {
  const client = useClient(ClientAdminService);
  return useQuery({ queryKey: keys.organizations, queryFn: ({ signal }) => client.listOrganizations({}, { signal }), select: (res) => res.organizations });
}

export function useClientUsers(organizationId: string) {
  const client = useClient(ClientAdminService);
  return useQuery({
    queryKey: keys.users(organizationId),
    queryFn: ({ signal }) => client.listClientUsers({ organizationId }, { signal }),
    enabled: organizationId !== '',
    select: (res) => res.users,
  });
}

// Staff accounts, for a project's team and a milestone's assignee.
export function useStaffOptions() {
  const client = useClient(StaffService);
  return useQuery({ queryKey: staffListQueryKey, queryFn: ({ signal }) => client.listStaff({}, { signal }), select: (res) => res.users.filter((u) => !u.disabled) });
}

export function usePortalProjects() {
  const client = useClient(ProjectAdminService);
  return useQuery({ queryKey: keys.projects, queryFn: ({ signal }) => client.listPortalProjects({ organizationId: '' }, { signal }), select: (res) => res.projects });
}

export function usePortalProject(id: string) {
  const client = useClient(ProjectAdminService);
  return useQuery({ queryKey: keys.project(id), queryFn: ({ signal }) => client.getPortalProject({ id }, { signal }), enabled: id !== '' });
}

// Every change refreshes the portal's lists: they are small.
function usePortalMutation<In, Out>(fn: (clients: { clients: ReturnType<typeof useClient<typeof ClientAdminService>>; projects: ReturnType<typeof useClient<typeof ProjectAdminService>> }, input: In) => Promise<Out>) {
  const clients = useClient(ClientAdminService);
  const projects = useClient(ProjectAdminService);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: In) => fn({ clients, projects }, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useCreateOrganization() {
  return usePortalMutation((c, name: string) => c.clients.createOrganization({ name }));
}

export function useInviteClientUser() {
  return usePortalMutation((c, input: Input<typeof InviteClientUserRequestSchema>) => c.clients.inviteClientUser(input));
}

export function useSetClientUserDisabled() {
  return usePortalMutation((c, input: Input<typeof SetClientUserDisabledRequestSchema>) => c.clients.setClientUserDisabled(input));
}

export function useCreatePortalProject() {
  return usePortalMutation((c, input: Input<typeof CreatePortalProjectRequestSchema>) => c.projects.createPortalProject(input));
}

export function useAddMilestone() {
  return usePortalMutation((c, input: Input<typeof AddMilestoneRequestSchema>) => c.projects.addMilestone(input));
}

export function useUpdateMilestone() {
  return usePortalMutation((c, input: Input<typeof UpdateMilestoneRequestSchema>) => c.projects.updateMilestone(input));
}

export function useUpdatePortalProject() {
  return usePortalMutation((c, input: Input<typeof UpdatePortalProjectRequestSchema>) => c.projects.updatePortalProject(input));
}

export function useDeleteMilestone() {
  return usePortalMutation((c, input: Input<typeof DeleteMilestoneRequestSchema>) => c.projects.deleteMilestone(input));
}
