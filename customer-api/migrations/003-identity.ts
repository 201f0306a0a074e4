import type { Migration } from '../core/migrate';
import { identityMigration } from '../modules/identity/migration';

/** Customers and the OpenID Connect provider's storage (modules/identity). */
const identity: Migration = { version: 3, name: identityMigration.name, up: identityMigration.up };

export default identity;
