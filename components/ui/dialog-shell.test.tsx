import { DialogTitle } from '@headlessui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogShell } from './dialog-shell';

// jsdom has no ResizeObserver; Headless UI's dialogs watch their panel with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe('the dialog shell', () => {
  it.each(['centred', 'sheet'] as const)('is a modal dialog named by its title that Escape closes (%s)', async (layout) => {
    const onClose = jest.fn();
    render(
      <DialogShell open onClose={onClose} layout={layout}>
        <DialogTitle>Choose the shop location</DialogTitle>
        <button type="button">Select</button>
      </DialogShell>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose the shop location' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('has a close button only when it is given a name', async () => {
    const onClose = jest.fn();
    const { rerender } = render(
      <DialogShell open onClose={onClose}>
        <DialogTitle>Change location</DialogTitle>
      </DialogShell>,
    );
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    rerender(
      <DialogShell open onClose={onClose} layout="sheet" closeLabel="Close">
        <DialogTitle>Linen Shirt</DialogTitle>
      </DialogShell>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing while closed', () => {
    render(
      <DialogShell open={false} onClose={() => {}}>
        <DialogTitle>Hidden</DialogTitle>
      </DialogShell>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
