import { queryOptions } from '@tanstack/react-query';
import { dataEnvelope, pagedEnvelope } from '../../schemas/api-envelope.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import { StaffRecipeListItemSchema, StaffRecipeSchema } from '../../schemas/staff-recipe.schema';
import { api } from './http-client';
import { staffQueries } from './staff.queries';

/** The recipes list's filters as the address holds them; empty ones are left out. */
export interface StaffRecipeFilters {
  page: number;
  solar_term_id?: string | undefined;
  status?: string | undefined;
  q?: string | undefined;
  sort?: string | undefined;
  dir?: string | undefined;
}

const ListResponse = pagedEnvelope(StaffRecipeListItemSchema);
export const StaffRecipeResponse = dataEnvelope(StaffRecipeSchema);

/** The console's recipes (`/api/staff/recipes`), under the console's key (dropped at sign-out). */
export const staffRecipeQueries = {
  all: () => [...staffQueries.all(), 'recipes'] as const,
  list: (filters: StaffRecipeFilters) =>
    queryOptions({
      queryKey: [...staffRecipeQueries.all(), 'list', filters],
      queryFn: ({ signal }) => api.get(staffEndpoints.staffRecipes(), ListResponse, { query: { ...filters }, signal }),
    }),
  one: (id: number) =>
    queryOptions({
      queryKey: [...staffRecipeQueries.all(), 'one', id],
      queryFn: async ({ signal }) =>
        (await api.get(staffEndpoints.staffRecipe(id), StaffRecipeResponse, { signal })).data,
      // an editor's open form is the truth while they type: no refetch behind their back
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
