import { openDatabase, type Db } from '../core/database';
import { DEMO_CUSTOMERS } from '../modules/identity/seed';
import { HAND_WRITTEN_COUNT } from './build';
import { prepareDatabase } from './seed-database';

const start = { products: HAND_WRITTEN_COUNT, imageDir: null, databasePath: ':memory:' };
const customers = (db: Db) => db.prepare<[], { email: string }>('SELECT email FROM customers ORDER BY email').all();
const orders = (db: Db) => db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM orders').get()?.n;

let db: Db;
beforeEach(() => {
  db = openDatabase(':memory:');
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  db.close();
  jest.restoreAllMocks();
});

describe('a start of the reference API on a new database', () => {
  it('seeds the catalogue but no customer with the published demo password unless DEMO=1', async () => {
    await prepareDatabase(db, { ...start, demo: false }, true);
    expect(db.prepare('SELECT COUNT(*) AS n FROM products').get()).toEqual({ n: HAND_WRITTEN_COUNT });
    expect(customers(db)).toEqual([]);
    expect(orders(db)).toBe(0);
  });

  it('with DEMO=1 adds the demo customers and their history, once, also to a database seeded without it', async () => {
    await prepareDatabase(db, { ...start, demo: false }, true);
    await prepareDatabase(db, { ...start, demo: true }, false);
    await prepareDatabase(db, { ...start, demo: true }, false);
    expect(customers(db).map((c) => c.email)).toEqual(DEMO_CUSTOMERS.map((c) => c.email).sort());
    expect(orders(db)).toBe(8);
  });
});
