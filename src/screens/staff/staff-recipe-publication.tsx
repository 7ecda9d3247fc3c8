import { type FormEvent, useState } from 'react';
import { PUBLICATION_LABELS, PUBLICATION_MOVES, type PublicationState } from '../../../schemas/publication.schema';
import {
  PUBLICATION_MOVE_LABELS,
  PublicationWhenSchema,
  publicationMoveOf,
} from '../../../schemas/staff-publication.schema';
import type { StaffRecipe } from '../../../schemas/staff-recipe.schema';
import { formatTaipei } from '../../../schemas/taipei-date';
import { moveRecipePublication } from '../../api/staff-recipes.mutations';
import { SubmitButton } from '../../components/form/submit-button';
import { SelectField, TextField } from '../../components/form/text-field';
import { refusedFields } from './refused-fields';
import { PUBLISH_TEXT } from './staff-publish-text';
import { RECIPES_TEXT as T } from './staff-recipes-text';

const at = (iso: string) => formatTaipei(iso, 'YYYY/MM/DD HH:mm');

/**
 * Where a recipe stands and the moves its life cycle offers from there (publish now, schedule at a
 * Taipei time, take down, back to draft), as plain actions on the edit screen: the article
 * publication task's screen is bound to articles (its queries, words and addresses). The same
 * move table and time rules as the task (publication.schema.ts, staff-publication.schema.ts).
 * Blocked while the form has unsaved changes or a stale save is being compared (STAFF.md).
 */
export function RecipePublicationPanel({
  recipe,
  locked,
  dirty,
  onMoved,
}: {
  recipe: StaffRecipe;
  locked: boolean;
  dirty: boolean;
  onMoved: (moved: StaffRecipe) => void;
}) {
  const moves = PUBLICATION_MOVES[recipe.status];
  const [to, setTo] = useState<PublicationState>(moves[0] ?? 'published');
  const [local, setLocal] = useState('');
  const [timeError, setTimeError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState(false);
  const blocked = locked || dirty;
  const chosen = moves.includes(to) ? to : (moves[0] ?? 'published');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('');
    setFailed(false);
    setTimeError(undefined);
    const when = PublicationWhenSchema.safeParse({ to: chosen, publish_at_local: local });
    if (!when.success) {
      setTimeError(when.error.issues[0]?.message);
      return;
    }
    setPending(true);
    try {
      const moved = await moveRecipePublication(recipe.id, publicationMoveOf(when.data, recipe.version));
      onMoved(moved);
      setTo(PUBLICATION_MOVES[moved.status][0] ?? 'published');
      setLocal('');
      setStatus(T.moved(PUBLICATION_LABELS[moved.status]));
    } catch (error) {
      const refused = refusedFields(error);
      if (refused?.publish_at?.[0]) setTimeError(refused.publish_at[0]);
      else setFailed(true);
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="staff-section staff-article__publication" aria-labelledby="recipe-publication-heading">
      <h2 className="staff-section__heading" id="recipe-publication-heading">
        {T.publication}
      </h2>
      <p>{T.status(PUBLICATION_LABELS[recipe.status])}</p>
      {recipe.status === 'scheduled' && recipe.publish_at && <p>{T.scheduledFor(at(recipe.publish_at))}</p>}
      {recipe.status === 'published' && recipe.published_at && <p>{T.publishedAt(at(recipe.published_at))}</p>}
      <form className="staff-article__form" noValidate onSubmit={submit} aria-busy={pending}>
        <SelectField
          label={T.move}
          name="publication_to"
          value={chosen}
          onChange={(e) => setTo(e.target.value as PublicationState)}
          options={moves.map((m) => ({ value: m, label: PUBLICATION_MOVE_LABELS[m] }))}
          hint={PUBLISH_TEXT.moveHints[chosen]}
          disabled={blocked}
        />
        {chosen === 'scheduled' && (
          <TextField
            label={T.when}
            name="publish_at_local"
            type="datetime-local"
            value={local}
            onChange={(e) => setLocal(e.target.value)}
            hint={T.whenHint}
            error={timeError}
            disabled={blocked}
            required
          />
        )}
        <p className="form-status" role="status">
          {status}
        </p>
        {failed && (
          <p className="form-status form-status--failed" role="alert">
            {T.failedMove}
          </p>
        )}
        <div className="flow-actions">
          <SubmitButton pending={pending} pendingLabel={T.moving} disabled={blocked}>
            {PUBLICATION_MOVE_LABELS[chosen]}
          </SubmitButton>
        </div>
        {blocked && <p className="form-field__hint">{locked ? T.conflictLocked : T.saveFirst}</p>}
      </form>
    </section>
  );
}
