import { ERROR_CODES, siteSchema, type SiteSchema } from '../../lib/api/schemas';
import type { Db } from './database';
import { HttpError } from './errors';

const MAINTENANCE_KEY = 'maintenance';

/** The merchant configuration and the maintenance switch, read per request so other processes can flip them. */
export class SettingsRepository {
  private readonly getSetting;
  private readonly putSetting;
  private readonly insertOnce;
  private readonly versionStmt;
  /** The site schema as last read, with the settings version it was read at (migration 010). */
  private cached: { version: number; raw: string; site: SiteSchema } | undefined;

  constructor(db: Db) {
    this.getSetting = db.prepare<[string], { value: string }>('SELECT value FROM settings WHERE key = ?');
    this.putSetting = db.prepare<[string, string]>(
      'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
    this.insertOnce = db.prepare<[string, string]>('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING');
    this.versionStmt = db.prepare<[], number>('SELECT version FROM settings_version WHERE id = 1').pluck();
  }

  /** The site schema as stored JSON (sent as is), or undefined before the first seed. */
  siteJson(): string | undefined {
    return this.getSetting.get('site')?.value;
  }

  /**
   * The parsed site schema. Its JSON is read again only when a setting changed since (the settings
   * version, kept by triggers whoever writes), and parsed again only when that JSON differs.
   */
  site(): SiteSchema | undefined {
    const version = this.versionStmt.get() ?? 0;
    if (this.cached?.version === version) return this.cached.site;
    const raw = this.siteJson();
    if (raw === undefined) {
      this.cached = undefined;
      return undefined;
    }
    const site = this.cached?.raw === raw ? this.cached.site : siteSchema.parse(JSON.parse(raw));
    this.cached = { version, raw, site };
    return site;
  }

  /** The site schema; 503 before the shop has been seeded. */
  requireSite(): SiteSchema {
    const site = this.site();
    if (!site) throw new HttpError(503, ERROR_CODES.internal, 'The shop has not been set up yet');
    return site;
  }

  /** Changes one switch of the site schema's generalSettings (the demo's `npm run shop-mode`). */
  setGeneralSetting<K extends keyof SiteSchema['generalSettings']>(
    key: K,
    value: SiteSchema['generalSettings'][K],
  ): SiteSchema['generalSettings'] {
    const raw = this.siteJson();
    if (raw === undefined) throw new HttpError(503, ERROR_CODES.internal, 'The shop has not been set up yet');
    const stored = JSON.parse(raw) as { generalSettings: Record<string, unknown> };
    stored.generalSettings = { ...stored.generalSettings, [key]: value };
    const next = siteSchema.parse(stored);
    this.putSetting.run('site', JSON.stringify(stored));
    return next.generalSettings;
  }

  /** Replaces whole top-level parts of the site schema (the demo's `npm run shop-mode -- analytics on`…), checked before storing. */
  updateSite(change: (stored: Record<string, unknown>) => void): SiteSchema {
    const raw = this.siteJson();
    if (raw === undefined) throw new HttpError(503, ERROR_CODES.internal, 'The shop has not been set up yet');
    const stored = JSON.parse(raw) as Record<string, unknown>;
    change(stored);
    const next = siteSchema.parse(stored);
    this.putSetting.run('site', JSON.stringify(stored));
    return next;
  }

  /** A server secret generated on first start and kept: the first value written wins when two processes start together. */
  keptSecret(name: string, generate: () => string): string {
    const key = `secret:${name}`;
    const existing = this.getSetting.get(key)?.value;
    if (existing !== undefined) return existing;
    this.insertOnce.run(key, generate());
    return this.getSetting.get(key)?.value ?? '';
  }

  isMaintenance(): boolean {
    return this.getSetting.get(MAINTENANCE_KEY)?.value === 'on';
  }

  setMaintenance(on: boolean): void {
    this.putSetting.run(MAINTENANCE_KEY, on ? 'on' : 'off');
  }
}
