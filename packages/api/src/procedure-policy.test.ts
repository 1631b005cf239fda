import { describe, expect, it } from 'vitest';
import { restRoutes } from './routes';
import { declaredPolicies, procedurePolicy } from './procedure-policy';

describe('procedure policies', () => {
  it('every procedure declares its rate group', () => {
    const undeclared = declaredPolicies()
      .filter(([, meta]) => !meta?.rate)
      .map(([path]) => path);
    expect(undeclared).toEqual([]);
  });

  it('every REST route calls a procedure that exists', () => {
    expect(restRoutes.filter((route) => procedurePolicy(route.procedure) === null).map((r) => r.procedure)).toEqual([]);
  });

  it('only the listing writes that carry photos take large bodies', () => {
    const large = declaredPolicies()
      .filter(([, meta]) => meta?.largeBody)
      .map(([path]) => path);
    expect(large.sort()).toEqual(['listings.create', 'listings.update']);
  });

  it("the contract's auth group is exactly its five endpoints", () => {
    const auth = declaredPolicies()
      .filter(([, meta]) => meta?.rate === 'auth')
      .map(([path]) => path);
    expect(auth.sort()).toEqual(['auth.forgotPassword', 'auth.login', 'auth.register', 'auth.resetPassword', 'auth.verifyEmail']);
  });
});
