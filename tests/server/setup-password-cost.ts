// Server tests hash at a cheaper scrypt cost (hundreds of sign-ins); password.test.ts checks the
// production default in a process that does not load this file.
import { lowerPasswordCostForTests } from '../../server/security/password';

export const TEST_PASSWORD_COST = { N: 2 ** 12, r: 8, p: 1 };
lowerPasswordCostForTests(TEST_PASSWORD_COST);
