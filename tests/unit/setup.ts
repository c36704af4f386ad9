import { vi } from 'vitest';
import { configure } from '@testing-library/dom';

// findBy* waits for lazily loaded form chunks; on a loaded 2-core CI machine they take longer than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

// Each file starts from the project's modules as the app starts them (state such as the API client's options or which
// manifests are loaded is per module): the worker runs file after file, and only the packages' modules are kept.
vi.resetModules();
