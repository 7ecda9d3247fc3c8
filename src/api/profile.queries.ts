import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type Profile, ProfileResponseSchema, type ProfileUpdate } from '../../schemas/profile.schema';
import { api } from './http-client';

/** Everything cached about the signed-in member lives under this key: logout removes it at once. */
export const USER_QUERY_KEY = ['user'] as const;

/** `GET /api/user/profile` (SPEC §7): rejects unless the answer is a 200 carrying a profile. */
export async function fetchOwnProfile(signal?: AbortSignal): Promise<Profile> {
  return (await api.get('/user/profile', ProfileResponseSchema, undefined, signal)).data;
}

export const profileQueries = {
  all: () => [...USER_QUERY_KEY, 'profile'] as const,
  /** the session machine fills it when it loads the profile; pages read it from here */
  me: () =>
    queryOptions({
      queryKey: profileQueries.all(),
      queryFn: ({ signal }) => fetchOwnProfile(signal),
    }),
};

/** `POST /api/user/profile`: the saved profile replaces the cached one (422 carries field errors). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileUpdate) => (await api.post('/user/profile', ProfileResponseSchema, input)).data,
    onSuccess: (profile) => queryClient.setQueryData(profileQueries.me().queryKey, profile),
  });
}
