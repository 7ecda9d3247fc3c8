import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffArticle } from '../../../schemas/staff-article.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { moveArticlePublication } from '../../api/staff-articles.mutations';
import { staffArticleQueries } from '../../api/staff-articles.queries';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { PublishTask } from './staff-publish-task';
import { PUBLISH_TEXT as T } from './staff-publish-text';
import { StaffShell } from './staff-shell';

/** /staff/articles/{id}/publish, /step2, /done (editor): the publication task on the flow kit. */
export function StaffArticlePublishScreen() {
  const id = Number(useRouteParams().articleId);
  return (
    <StaffShell title={staffRouteById('staff-article-publish')?.title ?? ''} requires="editor">
      {(me) => <PublishLoader id={id} owner={String(me.id)} />}
    </StaffShell>
  );
}

function PublishLoader({ id, owner }: { id: number; owner: string }) {
  const queryClient = useQueryClient();
  const article = useQuery(staffArticleQueries.one(id));
  return (
    <QueryState query={article}>
      {(a: StaffArticle) => (
        <PublishTask
          owner={owner}
          target={{
            record: a,
            kind: T.article,
            title: a.subject,
            base: `/staff/articles/${a.id}/publish`,
            draftId: `${a.id}-v${a.version}`,
            back: { to: `/staff/articles/${a.id}`, label: T.backToArticle },
            list: { to: '/staff/articles', label: T.backToList },
            move: async (move, init) => {
              const moved = await moveArticlePublication(a.id, move, init);
              queryClient.setQueryData(staffArticleQueries.one(a.id).queryKey, moved);
              void queryClient.invalidateQueries({ queryKey: [...staffArticleQueries.all(), 'list'] });
              return moved;
            },
          }}
        />
      )}
    </QueryState>
  );
}
