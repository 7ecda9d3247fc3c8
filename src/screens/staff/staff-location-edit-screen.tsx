import { useQuery } from '@tanstack/react-query';
import { type Control, Controller } from 'react-hook-form';
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
import { CATALOGUE_TEXT as C } from './staff-catalogue-text';
import { StaffEditHead } from './staff-edit-head';
import { StaffFormFooter } from './staff-form-footer';
import { StaffPublicationPanel } from './staff-publication-panel';
import { StaffNewRecordScreen, StaffRecordScreen } from './staff-record-screens';
import { useVersionedDraft, useVersionedEdit } from './use-versioned-edit';
import { useVersionedSave } from './use-versioned-save';
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

  const { submit } = useVersionedSave(edit, {
    create: createLocation,
    update: saveLocation,
    one: staffCatalogueQueries.location,
    // the public pages read the store anew
    lists: [[...staffCatalogueQueries.locations(), 'list'], locationQueries.all()],
    page: { to: (id) => `/staff/locations/${id}` },
    onUpdated: (saved) => reset(locationFormValues(saved)),
  });
  const onSubmit = handleSubmit((values) => submit(locationInputOf(values)));

  const conflict = edit.conflict;
  const mine = form.getValues() as LocationFormValues;
  return (
    <div className="staff-article">
      <StaffEditHead
        id="location"
        lead={T.editLead}
        edit={edit}
        draft={draft}
        conflictText={T.conflict}
        conflictRows={(theirs) => [
          [T.fields.name, mine.name ?? '', theirs.name],
          [
            T.fields.address,
            `${mine.city}${mine.town}${mine.address}`,
            `${theirs.city.name}${theirs.town.name}${theirs.address}`,
          ],
          [T.fields.phone, mine.phone ?? '', theirs.phone],
          [T.fields.hours, String(mine.hours ?? ''), theirs.hours.join('\n')],
        ]}
        onTakeTheirs={(theirs) => reset(locationFormValues(theirs))}
      />
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
        <StaffFormFooter
          edit={edit}
          pending={isSubmitting}
          text={C}
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
