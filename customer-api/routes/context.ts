import type { FastifyRequest } from 'fastify';
import { INVENTORY_HEADER } from '../../lib/api/http';
import { ERROR_CODES, type SiteSchema } from '../../lib/api/schemas';
import type { CatalogueRepository, StockScope } from '../db/catalogue-repository';
import type { ContentRepository } from '../db/content-repository';
import type { SettingsRepository } from '../db/settings-repository';
import type { TranslationsRepository } from '../db/translations-repository';
import { badRequest, HttpError } from '../errors';
import type { ImageStore } from '../media/image-store';

/** What every route module gets: the repositories and the tenant's path prefixes. */
export interface RouteContext {
  tenant: string;
  /** `/{tenant}/customer-api/v2` */
  apiPrefix: string;
  settings: SettingsRepository;
  catalogue: CatalogueRepository;
  content: ContentRepository;
  translations: TranslationsRepository;
  images: ImageStore;
}

export function requireSite(ctx: RouteContext): SiteSchema {
  const site = ctx.settings.site();
  if (!site) throw new HttpError(503, ERROR_CODES.internal, 'The shop has not been set up yet');
  return site;
}

/** The stock scope of a request: the inventory location header (must be a known location), else all locations. */
export function stockScope(ctx: RouteContext, request: FastifyRequest): StockScope {
  const raw = request.headers[INVENTORY_HEADER];
  const value = (Array.isArray(raw) ? raw.join(',') : (raw ?? '')).trim();
  if (value === '') return null;
  if (!requireSite(ctx).inventoryLocations.some((l) => l.id === value)) {
    throw badRequest(`Unknown inventory location in ${INVENTORY_HEADER}`);
  }
  return value;
}
