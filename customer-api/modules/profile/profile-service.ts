import type { AddressInput } from '../../../lib/api/cart-schemas';
import { profileMessages, WISH_LIST_LIMIT, type Profile, type SavedAddress, type WishListUpdate } from '../../../lib/api/profile-schemas';
import type { Db } from '../../core/database';
import { badRequest, conflict, notFound, unauthorized } from '../../core/errors';
import { newId } from '../../core/ids';
import type { Shopper } from '../../core/request-scope';
import type { CatalogueRepository } from '../catalogue/catalogue-repository';
import type { ContentRepository } from '../content/content-repository';
import type { EmailChangeRequests } from '../identity/email-change';
import type { ProfileFields, ProfileRepository } from './profile-repository';

export interface ProfileServiceDeps {
  db: Db;
  profiles: ProfileRepository;
  content: ContentRepository;
  catalogue: CatalogueRepository;
  merchantId: () => string;
  now: () => Date;
  /** The identity provider's changes of sign-in email; without one, the email cannot be changed. */
  emailChanges?: EmailChangeRequests;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A signed-in customer's own profile, addresses and wish list (spec §3 Profile); guests have none. */
export class ProfileService {
  constructor(private readonly deps: ProfileServiceDeps) {}

  /** The customer's id; a guest (or a customer whose account is gone) must sign in. */
  private customerOf(shopper: Shopper): string {
    if (shopper.kind !== 'user' || !this.deps.profiles.profile(shopper.key)) throw unauthorized('Sign in to see your account');
    return shopper.key;
  }

  profile(shopper: Shopper): Profile {
    const customerId = this.customerOf(shopper);
    const { profiles } = this.deps;
    const record = profiles.profile(customerId);
    if (!record) throw unauthorized('Sign in to see your account');
    return {
      userName: record.email,
      merchantId: this.deps.merchantId(),
      name: record.name,
      email: record.email,
      birthday: record.birthday,
      gender: record.gender,
      phone: record.phone,
      wishList: profiles.wishList(customerId),
      addresses: profiles.addresses(customerId),
      defaultBillingAddress: record.defaultBillingAddress,
      defaultShippingAddress: record.defaultShippingAddress,
      emailVerified: record.emailVerified,
      consumerProfileEmailVerified: record.emailVerified,
      pendingEmail: this.deps.emailChanges?.pending(customerId) ?? null,
    };
  }

  /**
   * Changes the profile's fields. A new email needs the current password and is only asked for: it
   * becomes the sign-in email when the link mailed to it is followed (`pendingEmail` until then).
   */
  async updateProfile(
    shopper: Shopper,
    { currentPassword, ...fields }: ProfileFields & { currentPassword?: string | undefined },
  ): Promise<Profile> {
    const customerId = this.customerOf(shopper);
    const current = this.deps.profiles.profile(customerId);
    if (!current) throw unauthorized('Sign in to see your account');
    const changes = this.deps.emailChanges;
    const newEmail = sameEmail(fields.email, current.email) ? null : fields.email;
    if (newEmail !== null) {
      if (!changes) throw badRequest('The email address cannot be changed here');
      if (!currentPassword) throw badRequest(profileMessages.currentPasswordRequired);
      if (!(await changes.passwordMatches(customerId, currentPassword))) throw badRequest(profileMessages.currentPasswordWrong);
    }
    this.deps.db
      .transaction(() => {
        if (newEmail !== null && this.deps.profiles.emailTaken(newEmail, customerId))
          throw conflict('This email address is already in use');
        this.deps.profiles.updateProfile(customerId, { ...fields, email: current.email });
        if (newEmail !== null) changes?.request(customerId, newEmail);
      })
      .immediate();
    return this.profile(shopper);
  }

  addresses(shopper: Shopper): SavedAddress[] {
    return this.deps.profiles.addresses(this.customerOf(shopper));
  }

  /** Another customer's address reads as absent: 404, never its data. */
  address(shopper: Shopper, addressId: string): SavedAddress {
    const found = this.deps.profiles.address(this.customerOf(shopper), addressId);
    if (!found) throw notFound('No such address');
    return found;
  }

  /** Creates (no id) or updates (own id) an address; the first address becomes both defaults. */
  saveAddress(shopper: Shopper, body: AddressInput & { id?: string | undefined }): SavedAddress {
    const customerId = this.customerOf(shopper);
    const { id, ...fields } = body;
    if (!this.deps.content.city(fields.cityId)) throw badRequest('City information is required');
    const { profiles, now } = this.deps;
    const savedId = this.deps.db
      .transaction(() => {
        if (id !== undefined) {
          if (!profiles.updateAddress(customerId, id, fields, now())) throw notFound('No such address');
          return id;
        }
        const created = newId('addr');
        profiles.insertAddress(customerId, created, fields, now());
        const record = profiles.profile(customerId);
        if (record && record.defaultBillingAddress === null) profiles.setDefault(customerId, 'billing', created);
        if (record && record.defaultShippingAddress === null) profiles.setDefault(customerId, 'shipping', created);
        return created;
      })
      .immediate();
    return this.address(shopper, savedId);
  }

  removeAddress(shopper: Shopper, addressId: string): SavedAddress[] {
    const customerId = this.customerOf(shopper);
    if (!this.deps.profiles.removeAddress(customerId, addressId)) throw notFound('No such address');
    return this.deps.profiles.addresses(customerId);
  }

  setDefault(shopper: Shopper, which: 'billing' | 'shipping', addressId: string): Profile {
    const customerId = this.customerOf(shopper);
    if (!this.deps.profiles.address(customerId, addressId)) throw notFound('No such address');
    this.deps.profiles.setDefault(customerId, which, addressId);
    return this.profile(shopper);
  }

  /**
   * spec §7 profile/update/wishList: adds, removes or toggles one product variant in the caller's own
   * list. Only an existing, enabled variant can be added; removing never asks the catalogue, so an
   * entry whose product is gone can still be taken out. Answers the reloaded profile (spec §4).
   */
  updateWishList(shopper: Shopper, { baseId, varianceKey, action = 'toggle' }: WishListUpdate): Profile {
    const customerId = this.customerOf(shopper);
    const { profiles, catalogue, now } = this.deps;
    const item = { baseId, varianceKey };
    this.deps.db
      .transaction(() => {
        const listed = profiles.inWishList(customerId, item);
        const adding = action === 'add' || (action === 'toggle' && !listed);
        if (!adding) return profiles.removeFromWishList(customerId, item);
        if (listed) return;
        if (!catalogue.productByIdentity(baseId, varianceKey || undefined, null))
          throw notFound(varianceKey ? 'No such product variant' : 'No such product');
        if (profiles.wishListCount(customerId) >= WISH_LIST_LIMIT)
          throw conflict(`Your wish list is full (${WISH_LIST_LIMIT} items). Remove an item to add another.`);
        profiles.addToWishList(customerId, item, now());
      })
      .immediate();
    return this.profile(shopper);
  }
}
