import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRecipe } from '../../../schemas/staff-recipe.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { recipeQueries } from '../../api/recipes.queries';
import { moveRecipePublication } from '../../api/staff-recipes.mutations';
import { staffRecipeQueries } from '../../api/staff-recipes.queries';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { PublishTask } from './staff-publish-task';
import { PUBLISH_TEXT as T } from './staff-publish-text';
import { StaffShell } from './staff-shell';

/** /staff/recipes/{id}/publish, /step2, /step3 (editor): the articles' publication task, for a recipe. */
export function StaffRecipePublishScreen() {
  const id = Number(useRouteParams().recipeId);
  return (
    <StaffShell title={staffRouteById('staff-recipe-publish')?.title ?? ''} requires="editor">
      {(me) => <PublishLoader id={id} owner={String(me.id)} />}
    </StaffShell>
  );
}

function PublishLoader({ id, owner }: { id: number; owner: string }) {
  const queryClient = useQueryClient();
  const recipe = useQuery(staffRecipeQueries.one(id));
  return (
    <QueryState query={recipe}>
      {(r: StaffRecipe) => (
        <PublishTask
          owner={owner}
          target={{
            record: r,
            kind: T.recipe,
            title: r.subject,
            base: `/staff/recipes/${r.id}/publish`,
            draftId: `recipe-${r.id}-v${r.version}`,
            back: { to: `/staff/recipes/${r.id}`, label: T.backToRecipe },
            list: { to: '/staff/recipes', label: T.backToRecipes },
            move: async (move, init) => {
              const moved = await moveRecipePublication(r.id, move, init);
              queryClient.setQueryData(staffRecipeQueries.one(r.id).queryKey, moved);
              void queryClient.invalidateQueries({ queryKey: [...staffRecipeQueries.all(), 'list'] });
              // the public recipe pages read it anew
              void queryClient.invalidateQueries({ queryKey: recipeQueries.all() });
              return moved;
            },
          }}
        />
      )}
    </QueryState>
  );
}
