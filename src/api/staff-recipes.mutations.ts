import type { PublicationMove } from '../../schemas/publication.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import type { StaffRecipe, StaffRecipeInput, StaffRecipeUpdate } from '../../schemas/staff-recipe.schema';
import { api, type MutationOptions } from './http-client';
import { StaffRecipeResponse } from './staff-recipes.queries';

/** `POST /api/staff/recipes`: a new draft. A 422 rejects with the field messages. */
export async function createRecipe(input: StaffRecipeInput, { signal }: MutationOptions = {}): Promise<StaffRecipe> {
  return (await api.post(staffEndpoints.staffRecipes(), StaffRecipeResponse, { body: input, signal })).data;
}

/** `PUT /api/staff/recipes/{id}` from the version the editor started with (a 409 carries `current`). */
export async function saveRecipe(
  id: number,
  input: StaffRecipeUpdate,
  { signal }: MutationOptions = {},
): Promise<StaffRecipe> {
  return (await api.put(staffEndpoints.staffRecipe(id), StaffRecipeResponse, { body: input, signal })).data;
}

/** `POST /api/staff/recipes/{id}/publication`: publish now, schedule, take down, back to draft. */
export async function moveRecipePublication(
  id: number,
  move: PublicationMove,
  { signal }: MutationOptions = {},
): Promise<StaffRecipe> {
  return (await api.post(staffEndpoints.staffRecipePublication(id), StaffRecipeResponse, { body: move, signal })).data;
}
