import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffLocation } from '../../../schemas/staff-catalogue.schema';
import { staffRouteById } from '../../../schemas/staff-route-manifest';
import { locationQueries } from '../../api/locations.queries';
import { moveLocationPublication } from '../../api/staff-catalogue.mutations';
import { staffCatalogueQueries } from '../../api/staff-catalogue.queries';
import { QueryState } from '../../components/query-state';
import { useRouteParams } from '../../lib/current-page';
import { PublishTask } from './staff-publish-task';
import { PUBLISH_TEXT as T } from './staff-publish-text';
import { StaffShell } from './staff-shell';

/** /staff/locations/{id}/publish, /step2, /step3 (editor): the articles' publication task, for a store. */
export function StaffLocationPublishScreen() {
  const id = Number(useRouteParams().locationId);
  return (
    <StaffShell title={staffRouteById('staff-location-publish')?.title ?? ''} requires="editor">
      {(me) => <PublishLoader id={id} owner={String(me.id)} />}
    </StaffShell>
  );
}

function PublishLoader({ id, owner }: { id: number; owner: string }) {
  const queryClient = useQueryClient();
  const location = useQuery(staffCatalogueQueries.location(id));
  return (
    <QueryState query={location}>
      {(l: StaffLocation) => (
        <PublishTask
          owner={owner}
          target={{
            record: l,
            kind: T.location,
            title: l.name,
            base: `/staff/locations/${l.id}/publish`,
            draftId: `location-${l.id}-v${l.version}`,
            back: { to: `/staff/locations/${l.id}`, label: T.backToLocation },
            list: { to: '/staff/locations', label: T.backToLocations },
            move: async (move, init) => {
              const moved = await moveLocationPublication(l.id, move, init);
              queryClient.setQueryData(staffCatalogueQueries.location(l.id).queryKey, moved);
              void queryClient.invalidateQueries({ queryKey: [...staffCatalogueQueries.locations(), 'list'] });
              // the public store pages read it anew
              void queryClient.invalidateQueries({ queryKey: locationQueries.all() });
              return moved;
            },
          }}
        />
      )}
    </QueryState>
  );
}
