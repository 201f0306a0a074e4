import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAffiliateLink, sentForms } from '@/test/actions/affiliate';
import { fakeCartRoutes, renderWithShop, resetToasts } from '@/test/cart-kit';
import { toast } from '@/components/ui/toast';
import { LinkManager } from './link-manager';

beforeEach(() => jest.clearAllMocks());
afterEach(resetToasts);

async function generate(link: string, description = 'Tea') {
  for (const [label, value] of [
    [/^Link/, link],
    [/^Description/, description],
    [/^Expiry Date/, '2099-01-01'],
  ] as const) {
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Generate Link' }));
}

function manager() {
  fakeCartRoutes(null, () => ({ status: 200, body: [] }));
  return renderWithShop(<LinkManager initial={[]} origin="https://shop.example" servedFrom="https://www.shop.example" currency="LKR" />);
}

describe('the affiliate link form', () => {
  it("is a form of the link's Server Function: its fields are named and its button submits it", () => {
    manager();
    const button = screen.getByRole('button', { name: 'Generate Link' });
    expect(button).toHaveAttribute('type', 'submit');
    expect([...new FormData(button.closest('form') as HTMLFormElement).keys()]).toEqual(['link', 'description', 'expiryDate']);
  });

  it('takes an address on the name the page was served from, and on SITE_URL; the made link joins the list with the spec §8 toast', async () => {
    const shown = jest.spyOn(toast, 'success');
    manager();
    await generate('https://www.shop.example/products/tee?color=red', 'Tee promo');
    expect(await screen.findByRole('listitem', { name: 'Tee promo' })).toBeInTheDocument();
    expect(shown).toHaveBeenCalledWith('Affiliate Link Created Successfully', { position: 'top-right', duration: 2000 });
    // React resets the form once a link is made.
    await waitFor(() => expect(screen.getByLabelText(/^Description/)).toHaveValue(''));
    await generate('https://shop.example/search?query=tea');
    await waitFor(() =>
      expect(sentForms(createAffiliateLink).map((f) => f.link)).toEqual([
        'https://www.shop.example/products/tee?color=red',
        'https://shop.example/search?query=tea',
      ]),
    );
    shown.mockRestore();
  });

  it('still refuses every other site, before anything is sent', async () => {
    manager();
    await generate('https://evil.example/products/tee');
    expect(await screen.findByText('Link must be a page of this shop')).toBeVisible();
    expect(createAffiliateLink).not.toHaveBeenCalled();
  });

  it('shows the spec §5 messages the server answered, keeping what was typed', async () => {
    manager();
    createAffiliateLink.mockResolvedValueOnce({
      ok: true,
      value: {
        outcome: null,
        errors: { expiryDate: 'expiryDatePast' },
        values: { link: '/search?query=tea', description: 'Tea', expiryDate: '2099-01-01' },
        refusal: null,
        links: null,
      },
    });
    await generate('/search?query=tea');
    expect(await screen.findByText('Expiry date cannot be in the past')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Tea');
    expect(screen.getByLabelText(/^Link/)).toHaveValue('/search?query=tea');
  });

  it("says the API's refusal beside the form with the failure toast", async () => {
    const shown = jest.spyOn(toast, 'error');
    manager();
    createAffiliateLink.mockResolvedValueOnce({
      ok: true,
      value: {
        outcome: 'affiliateLinkCreateFailed',
        errors: {},
        values: { link: '/search?query=tea', description: 'Tea', expiryDate: '2099-01-01' },
        refusal: 'Please provide the bank details before proceeding to generate affiliate links.',
        links: null,
      },
    });
    await generate('/search?query=tea');
    const form = screen.getByRole('button', { name: 'Generate Link' }).closest('form') as HTMLElement;
    expect(await within(form).findByText('Please provide the bank details before proceeding to generate affiliate links.')).toBeVisible();
    expect(shown).toHaveBeenCalledWith('Affiliate Link Created Failed', { position: 'top-right', duration: 2000 });
    shown.mockRestore();
  });
});
