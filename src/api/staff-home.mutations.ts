import { z } from 'zod';
import type { HomeBlockKey } from '../../schemas/home.schema';
import type { PublicationMove } from '../../schemas/publication.schema';
import { staffEndpoints } from '../../schemas/staff-api-endpoints';
import type {
  BannerDevice,
  HomeBannerInput,
  HomeBannerUpdate,
  HomeBlockUpdate,
  StaffHomeBanner,
  StaffHomeBlock,
} from '../../schemas/staff-home.schema';
import type { PageBlockInput, PageBlockUpdate, StaffPageBlock } from '../../schemas/staff-page-block.schema';
import { api } from './http-client';
import {
  StaffHomeBannerResponse,
  StaffHomeBannersResponse,
  StaffHomeBlockResponse,
  StaffPageBlockResponse,
  StaffPageBlocksResponse,
} from './staff-home.queries';

/** `POST /api/staff/home-banners`: a new banner, a draft at the end of its carousel. */
export async function createHomeBanner(input: HomeBannerInput): Promise<StaffHomeBanner> {
  return (await api.post(staffEndpoints.staffHomeBanners(), StaffHomeBannerResponse, { body: input })).data;
}

/** `PUT /api/staff/home-banners/{id}` from the version the editor started with (409 when stale). */
export async function saveHomeBanner(id: number, input: HomeBannerUpdate): Promise<StaffHomeBanner> {
  return (await api.put(staffEndpoints.staffHomeBanner(id), StaffHomeBannerResponse, { body: input })).data;
}

/** `POST /api/staff/home-banners/{id}/publication`: publish now, take down (a 409 when stale). */
export async function moveHomeBanner(id: number, move: PublicationMove): Promise<StaffHomeBanner> {
  return (await api.post(staffEndpoints.staffHomeBannerPublication(id), StaffHomeBannerResponse, { body: move })).data;
}

/** `POST /api/staff/home-banners/order`: one carousel, every banner, in its new order. */
export async function orderHomeBanners(device: BannerDevice, ids: number[]): Promise<StaffHomeBanner[]> {
  return (await api.post(staffEndpoints.staffHomeBannerOrder(), StaffHomeBannersResponse, { body: { device, ids } }))
    .data;
}

/** `PUT /api/staff/home-blocks/{key}` from the version the editor started with (409 when stale). */
export async function saveHomeBlock(key: HomeBlockKey, input: HomeBlockUpdate): Promise<StaffHomeBlock> {
  return (await api.put(staffEndpoints.staffHomeBlock(key), StaffHomeBlockResponse, { body: input })).data;
}

/** `POST /api/staff/page-blocks`: a new section at the end of its page. */
export async function createPageBlock(input: PageBlockInput): Promise<StaffPageBlock> {
  return (await api.post(staffEndpoints.staffPageBlocks(), StaffPageBlockResponse, { body: input })).data;
}

/** `PUT /api/staff/page-blocks/{id}` from the version the editor started with (409 when stale). */
export async function savePageBlock(id: number, input: PageBlockUpdate): Promise<StaffPageBlock> {
  return (await api.put(staffEndpoints.staffPageBlock(id), StaffPageBlockResponse, { body: input })).data;
}

/** `DELETE /api/staff/page-blocks/{id}` at the version the editor saw. */
export async function deletePageBlock(id: number, version: number): Promise<void> {
  await api.delete(staffEndpoints.staffPageBlock(id), z.null(), { body: { version } });
}

/** `POST /api/staff/page-blocks/order`: one page, every section, in its new order. */
export async function orderPageBlocks(page: string, ids: number[]): Promise<StaffPageBlock[]> {
  return (await api.post(staffEndpoints.staffPageBlockOrder(), StaffPageBlocksResponse, { body: { page, ids } })).data;
}
