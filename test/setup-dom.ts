import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// A first call through the BFF client loads its answer schemas (zod and every schema file) by import();
// on two busy cores with a cold transform cache that alone can pass a second, waitFor's default.
configure({ asyncUtilTimeout: 5_000 });
