import type { Profile } from '../../schemas/profile.schema';

/** A member's profile as GET /api/user/profile answers it: shared by machine and client tests. */
export const profile: Profile = {
  outer_id: 'sub-1',
  name: '王小明',
  email: 'ming@example.com.tw',
  mobile: '0912345678',
  gender: null,
  birthday: null,
  zip_code: null,
  city: null,
  town: null,
  address: null,
  subscribe: false,
};
