import { configure } from '@testing-library/dom';

// findBy* waits for lazily loaded form chunks; on a loaded 2-core CI machine they take longer than the default 1 s.
configure({ asyncUtilTimeout: 5_000 });
