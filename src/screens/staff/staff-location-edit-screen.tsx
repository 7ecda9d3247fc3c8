import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Control, Controller } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { MEDIA_ACCEPT, MEDIA_MAX_BYTES } from '../../../schemas/media.schema';
import { type StaffLocation, StaffLocationSchema } from '../../../schemas/staff-catalogue.schema';
import {
  LocationFormSchema,
  type LocationFormValues,
  locationFormValues,
  locationInputOf,
} from '../../../schemas/staff-catalogue-form.schema';
import { locationQueries } from '../../api/locations.queries';
import { optionQueries } from '../../api/options.queries';
import { uploadContentPicture } from '../../api/staff-articles.mutations';
import { createLocation, saveLocation } from '../../api/staff-catalogue.mutations';
import { staffCatalogueQueries } from '../../api/staff-catalogue.queries';
import { AddressField } from '../../components/form/address-field';
import { CheckboxField } from '../../components/form/checkbox-field';
import { ErrorSummary } from '../../components/form/error-summary';
import { CheckboxGroupField, SelectField, TextAreaField, TextField } from '../../components/form/text-field';
import { UploadField } from '../../components/form/upload-field';
import { useAddressField } from '../../components/form/use-address-field';
import { useStepForm } from '../../components/form/use-step-form';
import { QueryState } from '../../components/query-state';
import { CatalogueFormFooter } from './catalogue-form-footer';
import { CATALOGUE_TEXT as C } from './staff-catalogue-text';
import { StaffConflictPanel } from './staff-conflict-panel';
import { StaffDraftNotice } from './staff-draft-notice';
import { StaffPublicationPanel } from './staff-publication-panel';
import { StaffNewRecordScreen, StaffRecordScreen } from './staff-record-screens';
import { useVersionedDraft, useVersionedEdit } from './use-versioned-edit';
import './staff-catalogue.css';

const T = C.locations;
const ORDER = [
  'name',
  'class_id',
  'category_ids',
  'city',
  'town',
  'zip_code',
  'address',
  'phone',
  'hours',
  'latitude',
  'longitude',
  'sort',
  'picture',
];

interface Choices {
  classes: { value: string; label: string }[];
  categories: { value: string; label: string }[];
}

/** /staff/locations/new (editor): a new store, a draft until it is published. */
export function StaffLocationNewScreen() {
  return (
    <StaffNewRecordScreen route="staff-location-new">{() => <ChoicesLoader location={null} />}</StaffNewRecordScreen>
  );
}

/** /staff/locations/{id} (editor): edit, publish or take down one store. */
export function StaffLocationEditScreen() {
  return (
    <StaffRecordScreen route="staff-location" param="locationId" one={staffCatalogueQueries.location}>
      {(location) => <ChoicesLoader location={location} />}
    </StaffRecordScreen>
  );
}

function ChoicesLoader({ location }: { location: StaffLocation | null }) {
  const classes = useQuery(locationQueries.classes());
  const categories = useQuery(locationQueries.categories());
  const cities = useQuery(optionQueries.address());
  return (
    <QueryState query={classes}>
      {(cl) => (
        <QueryState query={categories}>
          {(ca) => (
            <QueryState query={cities}>
              {(ci) => (
                <LocationForm
                  location={location}
                  cities={ci}
                  choices={{
                    classes: cl.map((c) => ({ value: String(c.id), label: c.name })),
                    categories: ca.map((c) => ({ value: String(c.id), label: c.name })),
                  }}
                />
              )}
            </QueryState>
          )}
        </QueryState>
      )}
    </QueryState>
  );
}

function LocationForm({
  location,
  cities,
  choices,
}: {
  location: StaffLocation | null;
  cities: Parameters<typeof AddressField>[0]['cities'];
  choices: Choices;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // the server's `hours.2` is the hours box's
  const edit = useVersionedEdit(location, StaffLocationSchema, {
    collapse: ['hours', 'category_ids'],
    rename: { image_media_id: 'picture' },
  });
  const { form, summary } = useStepForm(LocationFormSchema, {
    defaultValues: locationFormValues(location),
    serverErrors: edit.serverErrors,
    order: ORDER,
  });
  const { register, handleSubmit, control, reset, formState } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const draft = useVersionedDraft(edit, 'location', form);
  // the form's values are text where the API's are numbers; the address and the box are the same on both
  const fieldControl = control as unknown as Control<LocationFormValues>;
  const address = useAddressField(fieldControl);

  const remember = (saved: StaffLocation) => {
    queryClient.setQueryData(staffCatalogueQueries.location(saved.id).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: [...staffCatalogueQueries.locations(), 'list'] });
    // the public pages read the store anew
    void queryClient.invalidateQueries({ queryKey: locationQueries.all() });
  };

  const onSubmit = handleSubmit(async (values) => {
    const input = locationInputOf(values);
    const stored = edit.stored;
    const saved = await edit.save((version) =>
      stored ? saveLocation(stored.id, { ...input, version }) : createLocation(input),
    );
    if (!saved) return;
    remember(saved);
    if (!stored) navigate(`/staff/locations/${saved.id}`);
    else reset(locationFormValues(saved));
  });

  const conflict = edit.conflict;
  const mine = form.getValues() as LocationFormValues;
  return (
    <div className="staff-article">
      <p className="staff-section__lead">{T.editLead}</p>
      <StaffDraftNotice draft={draft} version={edit.stored?.version ?? 0} />
      {conflict && (
        <StaffConflictPanel
          id="location"
          text={T.conflict}
          rows={[
            [T.fields.name, mine.name ?? '', conflict.name],
            [
              T.fields.address,
              `${mine.city}${mine.town}${mine.address}`,
              `${conflict.city.name}${conflict.town.name}${conflict.address}`,
            ],
            [T.fields.phone, mine.phone ?? '', conflict.phone],
            [T.fields.hours, String(mine.hours ?? ''), conflict.hours.join('\n')],
          ]}
          onTakeTheirs={() => {
            edit.takeTheirs(conflict);
            reset(locationFormValues(conflict));
          }}
          onKeepMine={() => edit.keepMine(conflict)}
        />
      )}
      <form className="staff-article__form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
        <ErrorSummary errors={summary} />
        <TextField label={T.fields.name} {...register('name')} error={errors.name?.message} required />
        <SelectField
          label={T.fields.class}
          {...register('class_id')}
          options={choices.classes}
          placeholder
          error={errors.class_id?.message}
          required
        />
        <Controller
          control={control}
          name="category_ids"
          render={({ field, fieldState }) => (
            <CheckboxGroupField
              label={T.fields.categories}
              name="category_ids"
              options={choices.categories}
              value={(field.value ?? []).map(String)}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <AddressField {...address} cities={cities} required />
        <TextField
          label={T.fields.address}
          {...register('address')}
          hint={T.fields.addressHint}
          error={errors.address?.message}
          required
        />
        <TextField
          label={T.fields.phone}
          type="tel"
          {...register('phone')}
          hint={T.fields.phoneHint}
          error={errors.phone?.message}
          required
        />
        <TextAreaField
          label={T.fields.hours}
          {...register('hours')}
          hint={T.fields.hoursHint}
          rows={4}
          error={errors.hours?.message}
        />
        <TextField
          label={T.fields.latitude}
          {...register('latitude')}
          inputMode="decimal"
          hint={T.fields.coordinatesHint}
          error={errors.latitude?.message}
        />
        <TextField
          label={T.fields.longitude}
          {...register('longitude')}
          inputMode="decimal"
          error={errors.longitude?.message}
        />
        <TextField
          label={T.fields.sort}
          {...register('sort')}
          inputMode="numeric"
          hint={T.fields.sortHint}
          error={errors.sort?.message}
        />
        {edit.stored?.image && (
          <figure className="staff-catalogue__picture">
            <img
              src={edit.stored.image.link}
              width={edit.stored.image.width}
              height={edit.stored.image.height}
              alt={T.fields.currentPictureAlt(edit.stored.name)}
            />
            <figcaption>{T.fields.currentPicture}</figcaption>
          </figure>
        )}
        <Controller
          control={control}
          name="picture"
          render={({ field, fieldState }) => (
            <UploadField
              label={edit.stored?.image ? T.fields.replacePicture : T.fields.picture}
              name="picture"
              accept={MEDIA_ACCEPT}
              maxBytes={MEDIA_MAX_BYTES}
              value={field.value ?? []}
              onChange={field.onChange}
              upload={uploadContentPicture}
              hint={T.fields.pictureHint}
              error={fieldState.error?.message}
            />
          )}
        />
        {edit.stored?.image && (
          <CheckboxField control={fieldControl} name="remove_picture" label={T.fields.removePicture} />
        )}
        <CatalogueFormFooter
          edit={edit}
          pending={isSubmitting}
          back={{ to: '/staff/locations', label: T.backToList }}
        />
      </form>
      {edit.stored && (
        <StaffPublicationPanel
          id="location"
          text={T}
          record={edit.stored}
          publishTo={`/staff/locations/${edit.stored.id}/publish`}
          blocked={conflict ? C.conflictLocked : isDirty ? T.saveFirst : null}
          last={
            edit.stored.status === 'published' && (
              <a className="button button--ghost" href={`/locations/${edit.stored.id}`} target="_blank" rel="noopener">
                {T.view}
              </a>
            )
          }
        />
      )}
    </div>
  );
}
