import { captureEarlyErrors } from './lib/errors/early-errors';

// Runs before the page hydrates: errors thrown before the error reporter has loaded wait for it.
captureEarlyErrors();
