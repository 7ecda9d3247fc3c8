import { endpoints } from '../../schemas/api-endpoints';
import { type Profile, ProfileResponseSchema, type ProfileUpdate } from '../../schemas/profile.schema';
import { api, type MutationOptions } from './http-client';

/**
 * `POST /api/user/profile`: resolves with the saved profile; a 422 rejects with the field errors
 * in `ApiRequestError.data`. The caller puts the answer in the cache (profileQueries.me()).
 */
export async function updateProfile(input: ProfileUpdate, { signal }: MutationOptions = {}): Promise<Profile> {
  return (await api.post(endpoints.userProfile(), ProfileResponseSchema, { body: input, signal })).data;
}
