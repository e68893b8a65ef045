import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { createAuth, type Auth } from './auth/auth.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { routeGuard } from './auth/route-guard.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connection.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { frameworkErrors, MAX_PARAM_LENGTH, registerInputGuard } from './lib/input-guard.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { registerWebApp } from './lib/web-app.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { startJobs } from './jobs/jobs.ts';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { registerBranchRoutes } from './modules/branches/branches.routes.ts';
import { registerOrganisationSettingsRoutes } from './modules/organisation-settings/organisation-settings.routes.ts';
import { registerCoAdminRoutes } from './modules/co-admins/co-admins.routes.ts';
import { registerCategoryRoutes } from './modules/categories/categories.routes.ts';
import { registerChallengeRoutes } from './modules/challenges/challenges.routes.ts';
import { registerCarpoolEventRoutes } from './modules/carpool-events/carpool-events.routes.ts';
import { routingServiceOf } from './modules/carpool-events/routing-service.ts';
import { registerParticipantCarpoolRoutes } from './modules/carpool-events/participant-carpool.routes.ts';
import type { CarpoolTrigger } from './modules/carpool-events/carpool-events.service.ts';
import { registerCityRoutes } from './modules/cities/cities.routes.ts';
import { registerCityTripRoutes } from './modules/city-trips/city-trips.routes.ts';
import { registerHappyHourRoutes } from './modules/happy-hours/happy-hours.routes.ts';
import { createCampaignSender } from './modules/email-campaigns/campaign-sender.ts';
import { registerEmailCampaignRoutes } from './modules/email-campaigns/email-campaigns.routes.ts';
import { registerCommunicationRoutes } from './modules/communication/communication.routes.ts';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes.ts';
import type { DeliveryTrigger } from './modules/notifications/notifications.service.ts';
import { registerNewsRoutes } from './modules/news/news.routes.ts';
import { registerMapRoutes } from './modules/maps/maps.routes.ts';
import { registerSimulatorRoutes } from './modules/simulator/simulator.routes.ts';
import { registerReportRoutes } from './modules/reports/reports.routes.ts';
import { registerEmissionFactorRoutes } from './modules/emission-factors/emission-factors.routes.ts';
import { registerInsightsRoutes } from './modules/insights/insights.routes.ts';
import { createMailerLiteDeps } from './modules/mailerlite/mailerlite.deps.ts';
import { registerMailerLiteRoutes } from './modules/mailerlite/mailerlite.routes.ts';
import { registerMailerLiteStandIn } from './modules/mailerlite/mailerlite-stand-in.routes.ts';
import { registerCitySettingsRoutes } from './modules/city-settings/city-settings.routes.ts';
import { registerCityOverviewRoutes } from './modules/city-overview/city-overview.routes.ts';
import { registerBadgeRoutes } from './modules/badges/badges.routes.ts';
import { registerMeRoutes } from './modules/me/me.routes.ts';
import { registerOrderRoutes } from './modules/orders/orders.routes.ts';
import { registerOrganisationRoutes } from './modules/organisations/organisations.routes.ts';
import { registerOrganisationsAdminRoutes } from './modules/organisations/organisations-admin.routes.ts';
import { registerPlatformRoutes } from './modules/platform/platform.routes.ts';
import { registerImageRoutes } from './modules/products/images.routes.ts';
import { registerProductRoutes } from './modules/products/products.routes.ts';
import { registerRegistrationRoutes } from './modules/registration/registration.routes.ts';
import { registerCityOnboardingRoutes } from './modules/city-onboarding/city-onboarding.routes.ts';
import { registerSpendingRoutes } from './modules/spending/spending.routes.ts';
import { registerStatsRoutes } from './modules/stats/stats.routes.ts';
import { registerStoreRoutes } from './modules/stores/stores.routes.ts';
import { registerTripReviewRoutes } from './modules/trip-reviews/trip-reviews.routes.ts';
import { registerPendingTenantRoutes } from './modules/tenants/pending-tenants.routes.ts';
import { registerTenantRoutes } from './modules/tenants/tenants.routes.ts';
import { registerTripRoutes } from './modules/trips/trips.routes.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { registerUserAdminRoutes } from './modules/user-admin/user-admin.routes.ts';
import { registerPresenceRoutes } from './modules/presence/presence.routes.ts';

export type AppContext = { db: Db; config: Config; mailer: Mailer; auth: Auth };

export async function buildApp(options: {
  db: Db;
  config: Config;
  logger: Logger;
  mailer?: Mailer;
  serveWeb?: boolean;
  /** Runs the background jobs (pg-boss) with the app, stopped when it closes; off unless asked for. */
  jobs?: boolean;
  /** True once the process is shutting down: `/api/health` then answers 503 so the proxy stops sending to it. */
  draining?: () => boolean;
}) {
  const { db, config, logger } = options;
  if (config.trustProxy === true) {
    logger.warn('TRUST_PROXY=true believes X-Forwarded-For from any client: give the hop count or the proxy addresses');
  }
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors,
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  await registerSecurityHeaders(app, { appUrl: config.appUrl, webRoot: config.webDist });
  // Answers above 1 kB go out in brotli or gzip when the client accepts it; request bodies are read as sent.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });

  const mailer = options.mailer ?? createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const auth = createAuth({ db, config, mailer });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: `${config.brand.name} API`, version: '0.1.0', description: 'Dashboard and participant API' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  await app.register(routeGuard, { auth, db });

  await registerAuthRoutes(app, {
    auth,
    db,
    appUrl: config.appUrl,
    signInThrottle: {
      addressLimit: config.signInRateLimit,
      addressWindowSeconds: config.signInRateWindowSeconds,
      accountLockAfter: config.signInAccountLockAfter,
      accountLockSeconds: config.signInAccountLockSeconds,
      accountLockMaxSeconds: config.signInAccountLockMaxSeconds,
    },
  });
  await registerPlatformRoutes(app, {
    db,
    branding: { ...config.brand, productKey: config.productKey },
    draining: options.draining,
  });
  await registerMeRoutes(app, { db, productKey: config.productKey });
  await registerRegistrationRoutes(app, { db, auth, mailer, appUrl: config.appUrl, brandName: config.brand.name });
  await registerCityOnboardingRoutes(app, {
    db,
    auth,
    mailer,
    appUrl: config.appUrl,
    brandName: config.brand.name,
    productKey: config.productKey,
    platformOperatorToken: config.platformOperatorToken,
  });
  await registerCityRoutes(app, { db });
  await registerOrganisationRoutes(app, { db });
  await registerOrganisationsAdminRoutes(app, { db });
  const tenantMail = { db, auth, mailer, appUrl: config.appUrl, brandName: config.brand.name };
  await registerTenantRoutes(app, tenantMail);
  await registerPendingTenantRoutes(app, tenantMail);
  await registerStoreRoutes(app, { db });
  await registerCategoryRoutes(app, { db });
  // A change to an occurrence's requests plans it again: a debounced job of this process, when it runs jobs.
  const carpoolTrigger: CarpoolTrigger = { requestsChanged: () => undefined };
  await registerCarpoolEventRoutes(app, { db, trigger: carpoolTrigger, styleUrl: config.mapStyleUrl });
  await registerParticipantCarpoolRoutes(app, { db, trigger: carpoolTrigger });
  await registerAnalyticsRoutes(app, { db });
  await registerTripRoutes(app, { db, rateLimits: config.tripRateLimits });
  await registerTripReviewRoutes(app, { db });
  await registerCityTripRoutes(app, { db });
  await registerStatsRoutes(app, { db });
  await registerBranchRoutes(app, { db });
  await registerOrganisationSettingsRoutes(app, { db });
  await registerCoAdminRoutes(app, { db, auth, mailer, appUrl: config.appUrl, brandName: config.brand.name });
  await registerSpendingRoutes(app, { db });
  await registerImageRoutes(app, { db });
  await registerProductRoutes(app, { db, productUrlHost: config.productUrlHost });
  await registerOrderRoutes(app, { db, mailer, brandName: config.brand.name });
  await registerChallengeRoutes(app, { db, mailer, appUrl: config.appUrl });
  await registerUserRoutes(app, { db });
  await registerUserAdminRoutes(app, { db });
  await registerPresenceRoutes(app, { db });
  await registerHappyHourRoutes(app, { db });
  await registerNewsRoutes(app, { db });
  await registerMapRoutes(app, { db, styleUrl: config.mapStyleUrl });
  await registerSimulatorRoutes(app, { db });
  await registerReportRoutes(app, { db, brand: config.brand });
  await registerEmissionFactorRoutes(app, { db });
  await registerInsightsRoutes(app, { db });
  await registerCommunicationRoutes(app, { db });
  // Sending a notification now wakes the delivery job of this process, when it runs one.
  const deliveryTrigger: DeliveryTrigger = { wake: () => undefined };
  await registerNotificationRoutes(app, { db, trigger: deliveryTrigger });
  await registerCitySettingsRoutes(app, { db });
  await registerCityOverviewRoutes(app, { db });
  await registerBadgeRoutes(app, { db });
  // Email campaigns are sent by this process when it runs the jobs (a minute job, woken sooner for "send now").
  const campaignSender = options.jobs
    ? createCampaignSender({
        db,
        mailer,
        logger,
        appUrl: config.appUrl,
        authSecret: config.authSecret,
        brandName: config.brand.name,
        ratePerMinute: config.emailCampaignRatePerMinute,
      })
    : null;
  await registerEmailCampaignRoutes(app, {
    db,
    mailer,
    sender: campaignSender,
    appUrl: config.appUrl,
    authSecret: config.authSecret,
    brandName: config.brand.name,
  });
  app.addHook('onClose', async () => {
    await campaignSender?.stop();
    mailer.close();
  });

  const mailerlite = createMailerLiteDeps(db, config);
  await registerMailerLiteRoutes(app, { mailerlite });
  if (config.mailerlite.standIn) await registerMailerLiteStandIn(app);

  if (options.jobs) {
    const jobs = await startJobs(db, logger, {
      campaignSender: campaignSender ?? undefined,
      mailerlite,
      push: config.push,
      routing: routingServiceOf(config.routingUrl, logger),
      mapFoldMs: config.mapFoldSeconds * 1000,
      adminReports: { db, mailer, appUrl: config.appUrl, brandName: config.brand.name },
    });
    deliveryTrigger.wake = jobs.wakeNotifications;
    carpoolTrigger.requestsChanged = jobs.matchCarpoolOccurrence;
    app.addHook('onClose', () => jobs.stop());
  }

  await registerWebApp(app, { webRoot: config.webDist, serveWeb: options.serveWeb ?? true });

  return { app, auth, mailer };
}

/**
 * Fastify 5 reads a numeric `trustProxy` as "trust nobody" (a hop count alone cannot tell a proxy from a client
 * that sends enough X-Forwarded-For hops). TRUST_PROXY=1 means the one proxy in front, as Express and earlier
 * Fastify read it: the `n` hops nearest the server are trusted. Safe only when the API is reachable through that
 * proxy alone; otherwise give the proxy's addresses (the README says so).
 */
export function fastifyTrustProxy(
  trustProxy: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address: string, hop: number) => hop < trustProxy;
}
