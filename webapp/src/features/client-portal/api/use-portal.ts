import type { MessageInitShape } from '@bufbuild/protobuf';
import type { Client } from '@connectrpc/connect';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PortalLinkService } from '../../../gen/gusset/portal/v1/fresh_link_pb';
import { HandBackMilestoneRequestSchema, MoveMilestoneRequestSchema, PortalAuthService, ProjectService } from '../../../gen/gusset/portal/v1/portal_pb';
import { usePortalClient } from '../../../lib/portal-client';
import { portalMeKey } from '../../../lib/portal-me';

// A client's expired session is the portal's to handle (back to its own sign-in), never
// the back office's "session expired" redirect.
const meta = { handlesUnauthenticated: true };

const keys = {
  all: ['portal'] as const,
  me: portalMeKey,
  projects: ['portal', 'projects'] as const,
  project: (id: string) => ['portal', 'project', id] as const,
};

export function usePortalMe(enabled: boolean) {
  const client = usePortalClient(PortalAuthService);
  return useQuery({ meta, queryKey: keys.me, queryFn: ({ signal }) => client.getMe({}, { signal }), enabled, select: (res) => res.user });
}

// A new session (an HttpOnly cookie the server set: browserSession) replaces whatever
// the previous client had cached.
function useSignedIn() {
  const queryClient = useQueryClient();
  return (res: { secondFactorRequired?: boolean }) => {
    if (res.secondFactorRequired) return; // a second step (an authenticator code) is still to come
    queryClient.removeQueries({ queryKey: keys.all });
  };
}

export function usePortalSignIn() {
  const client = usePortalClient(PortalAuthService);
  const signedIn = useSignedIn();
  return useMutation({
    meta,
    mutationFn: (input: { email: string; password: string; remember: boolean }) => client.signIn({ ...input, browserSession: true }),
    onSuccess: signedIn,
  });
}

export function usePortalLinkSignIn() {
  const client = usePortalClient(PortalAuthService);
  const signedIn = useSignedIn();
  return useMutation({
    meta,
    mutationFn: (token: string) => client.signInWithLink({ token, browserSession: true }),
    onSuccess: signedIn,
  });
}

export function usePortalSecondFactor() {
  const client = usePortalClient(PortalAuthService);
  const signedIn = useSignedIn();
  return useMutation({
    meta,
    mutationFn: (input: { challengeToken: string; code: string; recoveryCode: string; remember: boolean }) =>
      client.signInSecondFactor({ ...input, browserSession: true }),
    onSuccess: () => signedIn({}),
  });
}

// useRequestFreshLink mails a fresh link to whoever an expired or used link was mailed to.
export function useRequestFreshLink() {
  const client = usePortalClient(PortalLinkService);
  return useMutation({ meta, mutationFn: (token: string) => client.requestFreshLink({ token }) });
}

export function useRequestSignInLink() {
  const client = usePortalClient(PortalAuthService);
  return useMutation({ meta, mutationFn: (email: string) => client.requestSignInLink({ email }) });
}

function useAccountChange<In, Out>(call: (client: Client<typeof PortalAuthService>, input: In) => Promise<Out>) {
  const client = usePortalClient(PortalAuthService);
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (input: In) => call(client, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.me }),
  });
}

export function useBeginTotp() {
  const client = usePortalClient(PortalAuthService);
  return useMutation({ meta, mutationFn: () => client.beginTotp({}) });
}

export function useConfirmTotp() {
  return useAccountChange((c, code: string) => c.confirmTotp({ code }));
}

export function useDisableTotp() {
  return useAccountChange((c, input: { code: string; password: string }) => c.disableTotp(input));
}

export function usePortalSignOut() {
  const client = usePortalClient(PortalAuthService);
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: () => client.signOut({}),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: keys.all });
    },
  });
}

export function useSetPortalPassword() {
  const client = usePortalClient(PortalAuthService);
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (input: { currentPassword: string; newPassword: string }) => client.setPassword(input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.me }),
  });
}

export function usePortalProjects(enabled: boolean) {
  const client = usePortalClient(ProjectService);
  return useQuery({ meta, queryKey: keys.projects, queryFn: ({ signal }) => client.listProjects({}, { signal }), enabled, select: (res) => res.projects });
}

export function usePortalProject(id: string, enabled: boolean) {
  const client = usePortalClient(ProjectService);
  return useQuery({ meta, queryKey: keys.project(id), queryFn: ({ signal }) => client.getProject({ id }, { signal }), enabled });
}

function useMilestoneChange<In>(call: (client: Client<typeof ProjectService>, input: In) => Promise<unknown>) {
  const client = usePortalClient(ProjectService);
  const queryClient = useQueryClient();
  return useMutation({
    meta,
    mutationFn: (input: In) => call(client, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useMoveMilestone() {
  return useMilestoneChange((c, input: MessageInitShape<typeof MoveMilestoneRequestSchema>) => c.moveMilestone(input));
}

export function useHandBackMilestone() {
  return useMilestoneChange((c, input: MessageInitShape<typeof HandBackMilestoneRequestSchema>) => c.handBackMilestone(input));
}
