import { act, screen } from '@testing-library/react';
import { toast } from '@/components/ui/toast';
import { renderShell } from '@/test/shell';
import { Toasts } from './toasts';

describe('the shell toaster', () => {
  it('renders nothing until the first toast, then shows the toasts asked for while sonner loaded, in order', async () => {
    renderShell(<Toasts position="top-right" />);
    expect(document.querySelector('[data-sonner-toaster]')).toBeNull();
    act(() => {
      toast.success('First note');
      toast.error('Second note');
    });
    const first = await screen.findByText('First note');
    expect(first.closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'right');
    expect(await screen.findByText('Second note')).toBeInTheDocument();
    // Once loaded, a toast goes straight to sonner.
    act(() => toast.warning('Third note', { position: 'top-center' }));
    expect((await screen.findByText('Third note')).closest('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
  });
});
