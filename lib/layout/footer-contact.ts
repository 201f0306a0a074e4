import type { InventoryLocation, SiteSchema } from '@/lib/api/schemas';

export interface FooterContact {
  /** Address lines, empty ones left out. */
  address: string[];
  phone: string | null;
  email: string | null;
}

const present = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * spec §2 footer: the address (and phone) of the selected inventory location, else the merchant's
 * footer address; the email is always the merchant's.
 */
export function footerContact(footer: SiteSchema['footer'], location: InventoryLocation | null): FooterContact {
  const email = present(footer.email) ? footer.email.trim() : null;
  if (location) {
    const a = location.address;
    return {
      address: [location.name, a.addressLine1, a.addressLine2, [a.city, a.postalCode].filter(present).join(' '), a.province].filter(
        present,
      ),
      phone: present(a.contactNumber) ? a.contactNumber : present(footer.telephone) ? footer.telephone : null,
      email,
    };
  }
  return {
    address: [footer.address, footer.addressTwo, [footer.city, footer.postalCode].filter(present).join(' ')].filter(present),
    phone: present(footer.telephone) ? footer.telephone : null,
    email,
  };
}

/** A phone number as a tel: URI (digits and a leading +). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
