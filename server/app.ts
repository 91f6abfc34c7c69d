import { join } from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { App, AppDeps } from './http/app-types';
import { registerAuthentication } from './http/auth/authenticate';
import { SessionCache } from './http/auth/session-cache';
import { registerCompression } from './http/compression';
import { registerErrorHandler, toApiError } from './http/error-handler';
import { BadRequestError } from './http/errors';
import { registerIdempotency } from './http/idempotency/idempotency-hooks';
import { registerJsonBodyParser } from './http/json-body';
import { registerOpenApi } from './http/openapi';
import { registerClientConfig } from './http/pwa/client-config';
import { registerStaticSite } from './http/pwa/static-site';
import { registerRateLimit } from './http/rate-limit';
import { generateRequestId } from './http/request-id';
import { loggerTransport, registerRequestLogging } from './http/request-logging';
import { registerSecurityHeaders } from './http/security-headers';
import { registerTenancy } from './http/tenancy';
import { fastifyTrustProxy } from './http/trust-proxy';
import type { ValibotTypeProvider } from './http/type-provider';
import { valibotValidatorCompiler } from './http/validation/valibot-compiler';
import { createJobs } from './jobs/jobs';
import { registerJobs } from './jobs/register-jobs';
import { LiveHub } from './live/live-hub';
import { startLiveUpdates } from './live/start-live-updates';
import { accessRoutes } from './modules/access/access-routes';
import { accountRoutes } from './modules/access/account-routes';
import { invitationRoutes } from './modules/access/invitation-routes';
import { oauthRoutes } from './modules/access/oauth-routes';
import { automationRoutes } from './modules/automation/automation-routes';
import { businessRoutes } from './modules/business/business-routes';
import { contactRoutes } from './modules/contact/contact-routes';
import { eventsRoutes } from './modules/events/events-routes';
import { healthRoutes } from './modules/health/health-routes';
import { certificateRoutes } from './modules/invoicing/certificate-routes';
import { invoiceDeliveryRoutes } from './modules/invoicing/invoice-delivery-routes';
import { invoiceRoutes } from './modules/invoicing/invoice-routes';
import { invoicingContactRoutes } from './modules/invoicing/invoicing-contact-routes';
import { issuerRoutes } from './modules/invoicing/issuer-routes';
import type { PacAdapter } from './modules/invoicing/pac/pac-adapter';
import { pacFromConfig } from './modules/invoicing/pac/pac-from-config';
import { receivableAgingRoutes } from './modules/invoicing/receivable-aging-routes';
import { saleInvoicingRoutes } from './modules/invoicing/sale-invoicing-routes';
import { selfInvoiceRoutes } from './modules/invoicing/self-invoice-routes';
import { invoiceTaxRoutes } from './modules/invoicing/tax-routes';
import { loyaltyProgramRoutes } from './modules/loyalty/program-routes';
import { loyaltyReportingRoutes } from './modules/loyalty/reporting/loyalty-reporting-routes';
import { loyaltyTransactionRoutes } from './modules/loyalty/transaction-routes';
import { campaignRoutes } from './modules/messaging/campaign-routes';
import { messagingRoutes } from './modules/messaging/messaging-routes';
import { messagingWebhookRoutes } from './modules/messaging/webhook-routes';
import { onboardingRoutes } from './modules/onboarding/onboarding-routes';
import { posMethodRoutes } from './modules/pos-methods/pos-method-routes';
import { categoryRoutes } from './modules/product/category-routes';
import { modifierRoutes } from './modules/product/modifier-routes';
import { productImageRoutes } from './modules/product/product-image-routes';
import { productRoutes } from './modules/product/product-routes';
import { publicLoyaltyRoutes } from './modules/public-loyalty/public-loyalty-routes';
import { publicShopRoutes } from './modules/public-shop/public-shop-routes';
import { publicWaitlistRoutes } from './modules/public-waitlist/public-waitlist-routes';
import { shopRoutes } from './modules/shop/shop-routes';
import { paymentGateway } from './modules/subscription/payments/payment-gateway';
import { stripeWebhookRoutes } from './modules/subscription/payments/stripe-webhook-routes';
import { subscriptionRoutes } from './modules/subscription/subscription-routes';
import { publicSurveyRoutes } from './modules/survey/public-survey-routes';
import { surveyRoutes } from './modules/survey/survey-routes';
import { availabilityRoutes } from './modules/waitlist/availability/availability-routes';
import { bookingCalendarRoutes } from './modules/waitlist/booking-calendar-routes';
import { waitlistConfigurationRoutes } from './modules/waitlist/configuration-routes';
import { registerRoutes } from './modules/waitlist/register-routes';
import { waitlistReportingRoutes } from './modules/waitlist/reporting/reporting-routes';
import { waitlistRoutes } from './modules/waitlist/waitlist-routes';
import { createEmailProvider } from './providers/email/email-provider';
import { createMessagingProvider } from './providers/messaging/create-messaging-provider';
import { loadAppKey } from './security/app-key';

export interface BuildAppDeps {
  config: Config;
  database: DatabaseHandle;
  /** The clock (tests move time with it); defaults to the system clock. */
  now?: () => Date;
  /** Readable log lines (a terminal) instead of JSON. */
  prettyLogs?: boolean;
  /** Heartbeat of the event streams; defaults to 15 s. */
  liveHeartbeatMs?: number;
  /** The PAC adapter; defaults to the local sandbox PAC. */
  pac?: PacAdapter;
}

const LIVE_HEARTBEAT_MS = 15_000;

/** Answers errors Fastify raises before routing (e.g. a malformed URL) with the JSON envelope. */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const apiError = toApiError(error) ?? new BadRequestError();
  reply.code(apiError.statusCode).send(apiError.toBody());
}

/** The HTTP application: API, docs, health and the built PWA. Tests drive it with inject(). */
export async function buildApp(deps: BuildAppDeps): Promise<App> {
  const { config, database } = deps;

  const app = Fastify({
    logger: { level: config.logLevel, transport: loggerTransport(deps.prettyLogs === true) },
    // request-logging.ts writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: generateRequestId,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    // request.ip (and so every per-client limit) comes from X-Forwarded-For only through these proxies.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors,
  }).withTypeProvider<ValibotTypeProvider>();

  const jobs = createJobs({ database, log: app.log });
  const now = deps.now ?? (() => new Date());
  const appDeps: AppDeps = {
    config,
    database,
    db: database.tenantDb,
    platformDb: database.db,
    now,
    jobs,
    sessionCache: new SessionCache(),
    liveHub: new LiveHub(),
    liveHeartbeatMs: deps.liveHeartbeatMs ?? LIVE_HEARTBEAT_MS,
    appKey: loadAppKey(config),
    messaging: {
      provider: createMessagingProvider(config, app.log),
      email: createEmailProvider({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
      }),
    },
    payments: paymentGateway(config),
    pac: deps.pac ?? pacFromConfig(config, now),
  };
  app.decorate('deps', appDeps);
  // Closing the app (SIGTERM, tests) lets jobs in flight finish before the database closes.
  app.addHook('onClose', () => jobs.stop());
  await startLiveUpdates(app);
  app.setValidatorCompiler(valibotValidatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerRequestLogging(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(cookie);
  await registerCompression(app);
  await registerSecurityHeaders(app, { https: config.cookieSecure });
  await registerRateLimit(app);
  await registerOpenApi(app);

  registerTenancy(app);
  registerAuthentication(app);
  registerIdempotency(app);

  await app.register(healthRoutes);
  registerClientConfig(app);
  await app.register(accessRoutes);
  await app.register(accountRoutes);
  await app.register(oauthRoutes);
  await app.register(invitationRoutes);
  await app.register(onboardingRoutes);
  await app.register(subscriptionRoutes);
  await app.register(waitlistRoutes);
  await app.register(registerRoutes);
  await app.register(publicWaitlistRoutes);
  await app.register(shopRoutes);
  await app.register(publicShopRoutes);
  await app.register(selfInvoiceRoutes);
  await app.register(loyaltyProgramRoutes);
  await app.register(loyaltyTransactionRoutes);
  await app.register(loyaltyReportingRoutes);
  await app.register(publicLoyaltyRoutes);
  await app.register(availabilityRoutes);
  await app.register(bookingCalendarRoutes);
  await app.register(waitlistConfigurationRoutes);
  await app.register(waitlistReportingRoutes);
  await app.register(businessRoutes);
  await app.register(productRoutes);
  await app.register(productImageRoutes);
  await app.register(categoryRoutes);
  await app.register(modifierRoutes);
  await app.register(posMethodRoutes);
  await app.register(contactRoutes);
  await app.register(eventsRoutes);
  await app.register(messagingRoutes);
  await app.register(campaignRoutes);
  await app.register(messagingWebhookRoutes);
  await app.register(stripeWebhookRoutes);
  await app.register(surveyRoutes);
  await app.register(certificateRoutes);
  await app.register(invoiceTaxRoutes);
  await app.register(invoiceDeliveryRoutes);
  await app.register(issuerRoutes);
  await app.register(saleInvoicingRoutes);
  await app.register(invoiceRoutes);
  await app.register(invoicingContactRoutes);
  await app.register(receivableAgingRoutes);

  await app.register(automationRoutes);
  await app.register(publicSurveyRoutes);
  await registerJobs(appDeps, app.log);
  await registerStaticSite(app, config.distDir);

  await app.ready();
  return app;
}
