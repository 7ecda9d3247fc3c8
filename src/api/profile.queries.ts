import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../../schemas/api-endpoints';
import type { Profile } from '../../schemas/profile.schema';
import { api } from './http-client';

const profileSchemas = () => import('../../schemas/profile.schema');

/** Everything cached about the signed-in member lives under this key: logout removes it at once. */
export const USER_QUERY_KEY = ['user'] as const;

/** `GET /api/user/profile` (SPEC §7): rejects unless the answer is a 200 carrying a profile. */
export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return (
    await api.get(endpoints.userProfile(), () => profileSchemas().then((m) => m.ProfileResponseSchema), { signal })
  ).data;
}

export const profileQueries = {
  all: () => [...USER_QUERY_KEY, 'profile'] as const,
  /** the session machine fills it when it loads the profile; pages read it from here */
  me: () =>
    queryOptions({
      queryKey: profileQueries.all(),
      queryFn: ({ signal }) => fetchProfile(signal),
    }),
};
