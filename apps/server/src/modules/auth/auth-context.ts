import type { Database } from '../../db/client.ts';
import type { TokenSigner } from './access-token.ts';
import type { LoginThrottle } from './login-throttle.ts';

/** What the auth use cases work with; built once in buildApp. */
export type AuthContext = {
  db: Database;
  signer: TokenSigner;
  throttle: LoginThrottle;
  clock: () => Date;
};
