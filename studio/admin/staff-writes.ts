/** The Staff tab's writes: each puts the server's answer into the cached list it changes (studio-queries.ts). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createUser, setReviewRequired, updateUser, type NewStaffUser, type Role, type ScreenSummary, type StaffUser } from '../studio-api.ts';
import { useStudioClient } from '../server-state/studio-connection.tsx';
import { queryKeys } from '../server-state/studio-queries.ts';

/** Creates a staff account; the new account joins the cached list. */
export function useCreateUser() {
  const client = useStudioClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: NewStaffUser) => createUser(client, user),
    onSuccess: (user) => queryClient.setQueryData<StaffUser[]>(queryKeys.users(), (old) => [...(old ?? []).filter((u) => u.id !== user.id), user]),
  });
}

/** Changes an account's role or disables / enables it; the changed account replaces its row in the cached list. */
export function useUpdateUser() {
  const client = useStudioClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: { role?: Role; disabled?: boolean } }) => updateUser(client, id, change),
    onSuccess: (user) => queryClient.setQueryData<StaffUser[]>(queryKeys.users(), (old) => old?.map((u) => (u.id === user.id ? user : u))),
  });
}

/** Turns a screen's "Needs review" on or off; the answer replaces the screen in the cached screen list. */
export function useSetReviewRequired() {
  const client = useStudioClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reviewRequired }: { id: string; reviewRequired: boolean }) => setReviewRequired(client, id, reviewRequired),
    onSuccess: (next) =>
      queryClient.setQueryData<ScreenSummary[]>(queryKeys.screens(), (old) => old?.map((s) => (s.id === next.id ? { ...s, ...next } : s))),
  });
}
