import { authorizationMatrix } from './authorization-matrix.suite';

authorizationMatrix('pglite');
