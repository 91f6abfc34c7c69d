import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Area } from '../../src/domain/roles';
import type { Config } from '../config';
import type { DatabaseHandle, Db } from '../db/client';
import type { TenantScope } from '../db/tenant-scope';
import type { Jobs } from '../jobs/jobs';
import type { LiveHub } from '../live/live-hub';
import type { PacAdapter } from '../modules/invoicing/pac/pac-adapter';
import type { PaymentGateway } from '../modules/subscription/payments/payment-gateway';
import type { EmailProvider } from '../providers/email/email-provider';
import type { MessagingProvider } from '../providers/messaging/messaging-provider';
import type { AuthSession } from './auth/auth-session';
import type { SessionCache } from './auth/session-cache';
import type { Tenant } from './tenancy';
import type { ValibotTypeProvider } from './type-provider';

/** What every route can reach through `app.deps` / `request.server.deps`. */
export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The tenant database: every query under row-level security as the handler's tenant scope. */
  db: Db;
  /**
   * The named cross-company path (the tables' owner). Only the places listed in
   * tests/server/platform-path.test.ts may use it: sign-in, public pages' lookup, jobs' discovery.
   */
  platformDb: Db;
  /** The clock; tests pass their own to move time. */
  now: () => Date;
  /** Background jobs on the same database (started by main.ts, stopped when the app closes). */
  jobs: Jobs;
  /** Sessions resolved in the last seconds; logout and location switches invalidate them. */
  sessionCache: SessionCache;
  /** The event streams open on this server (GET /v1/events). */
  liveHub: LiveHub;
  /** Interval of the event streams' heartbeat (15 s; tests shorten it). */
  liveHeartbeatMs: number;
  /** The server's key outside the database (APP_SECRET or DATA_DIR/app-secret.key): keys access-code hashes. */
  appKey: Uint8Array;
  /** Where customer messages go (MESSAGING_PROVIDER, SMTP_URL). */
  messaging: { provider: MessagingProvider; email: EmailProvider };
  /** Stripe for plans and credit packs (STRIPE_*); null: payments are not set up. */
  payments: PaymentGateway | null;
  /** The PAC that stamps and cancels CFDI (the local sandbox unless another adapter is given). */
  pac: PacAdapter;
}

/** The Fastify instance type every module registers its routes on. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ValibotTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }

  interface FastifyRequest {
    /** The signed-in session, set by the authentication hook on protected routes (null otherwise). */
    auth: AuthSession | null;
    /** The session's company and current location; throws 401/403 when there is none. */
    readonly tenant: Tenant;
    /** The business a public page serves (server/http/public-tenant.ts), null elsewhere. */
    publicTenant: TenantScope | null;
    /** Id of the idempotency key this request claimed (its answer is stored on send). */
    idempotencyClaim: number | null;
  }

  interface FastifyContextConfig {
    /** Reachable without a session (login, exists, logout, health). */
    public?: boolean;
    /** Area of spec 01 §6 the user's roles must reach (canAccess), or a list of which any one will do; 403 otherwise. */
    access?: Area | readonly Area[];
    /** A public route that honours Idempotency-Key (a customer's retry must not act twice). */
    publicIdempotency?: boolean;
  }
}
