import type { City, ContentPage, CountryInfo, LocalizedText, Outlet } from '../../../lib/api/schemas';
import type { Db } from '../../core/database';

/** Content pages, outlets and places (provinces, districts, cities). */
export class ContentRepository {
  private readonly pageById;
  private readonly allOutlets;
  private readonly cityById;
  private readonly districtExists;
  private readonly citiesOfDistrict;
  private readonly countries;
  private readonly provincesOf;
  private readonly districtsOf;

  constructor(db: Db) {
    this.pageById = db.prepare<[string], { json: string }>('SELECT json FROM pages WHERE id = ?');
    this.allOutlets = db.prepare<[], { json: string }>('SELECT json FROM outlets ORDER BY position');
    this.cityById = db.prepare<[string], { json: string }>('SELECT json FROM cities WHERE id = ?');
    this.districtExists = db.prepare<[string], { id: string }>('SELECT id FROM districts WHERE id = ?');
    this.citiesOfDistrict = db.prepare<[string], { json: string }>('SELECT json FROM cities WHERE district_id = ? ORDER BY position');
    this.countries = db.prepare<[], { code: string; name: string }>('SELECT code, name FROM countries');
    this.provincesOf = db.prepare<[string], { id: string; name: string }>(
      'SELECT id, name FROM provinces WHERE country_code = ? ORDER BY position',
    );
    this.districtsOf = db.prepare<[string], { id: string; name: string }>(
      'SELECT id, name FROM districts WHERE province_id = ? ORDER BY position',
    );
  }

  page(id: string): ContentPage | undefined {
    const row = this.pageById.get(id);
    return row ? (JSON.parse(row.json) as ContentPage) : undefined;
  }

  outlets(): Outlet[] {
    return this.allOutlets.all().map((r) => JSON.parse(r.json) as Outlet);
  }

  city(id: string): City | undefined {
    const row = this.cityById.get(id);
    return row ? (JSON.parse(row.json) as City) : undefined;
  }

  /** Cities of a district in seed order; undefined when the district is unknown. */
  citiesOf(districtId: string): City[] | undefined {
    if (!this.districtExists.get(districtId)) return undefined;
    return this.citiesOfDistrict.all(districtId).map((r) => JSON.parse(r.json) as City);
  }

  /** A country with its provinces and districts, by name or code, case-insensitively. */
  country(nameOrCode: string): CountryInfo | undefined {
    const wanted = nameOrCode.trim().toLocaleLowerCase('en');
    const found = this.countries.all().find((c) => c.name.toLocaleLowerCase('en') === wanted || c.code.toLocaleLowerCase('en') === wanted);
    if (!found) return undefined;
    return {
      name: found.name,
      code: found.code,
      provinces: this.provincesOf.all(found.code).map((p) => ({
        id: p.id,
        name: JSON.parse(p.name) as LocalizedText,
        districts: this.districtsOf.all(p.id).map((d) => ({ id: d.id, name: JSON.parse(d.name) as LocalizedText, provinceId: p.id })),
      })),
    };
  }
}
