// Server tests hash at a cheaper scrypt cost (hundreds of sign-ins); password.test.ts checks the
// production default in a process that does not load this file.
import { setPasswordCost } from '../../server/security/password';

export const TEST_PASSWORD_COST = { N: 2 ** 12, r: 8, p: 1 };
setPasswordCost(TEST_PASSWORD_COST);
