import en from '@/messages/en.json';
import { GLOBAL_ERROR_TEXT } from './global-error-text';

describe('the text of the page that replaces a failed root layout', () => {
  it('is en.json’s, word for word', () => {
    expect(GLOBAL_ERROR_TEXT).toEqual({ generic: en.errors.generic, tryAgain: en.errors.tryAgain });
  });
});
