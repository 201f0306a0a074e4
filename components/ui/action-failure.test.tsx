import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActionState } from 'react';
import { ActionFailure } from './action-failure';

/** A form whose Server Function never answers: the call fails as React's fetch of an unreachable server does. */
function Form({ called }: { called: () => void }) {
  const [answer, action] = useActionState(async (_previous: string | null, form: FormData) => {
    called();
    if (form.get('fail') === '1') throw new Error('An unexpected response was received from the server.');
    return 'done';
  }, null);
  return (
    <form action={action}>
      <p>{answer ?? 'fresh'}</p>
      <button type="submit" name="fail" value="1">
        Add
      </button>
    </form>
  );
}

describe('a form whose Server Function never answers', () => {
  it('says the failure and draws the form again, ready for another press, instead of the error screen', async () => {
    const failures = jest.fn();
    const called = jest.fn();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <ActionFailure onFailure={failures}>
          <Form called={called} />
        </ActionFailure>,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Add' }));
      await act(async () => undefined);
      expect(failures).toHaveBeenCalledTimes(1);
      expect(await screen.findByText('fresh')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Add' }));
      await act(async () => undefined);
      expect(called).toHaveBeenCalledTimes(2);
      expect(failures).toHaveBeenCalledTimes(2);
    } finally {
      quiet.mockRestore();
    }
  });
});
