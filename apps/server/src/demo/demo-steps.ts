import type { DemoStep } from './demo-context.ts';
import { badgesStep } from './steps/badges.step.ts';
import { carpoolEventsStep } from './steps/carpool-events.step.ts';
import { carpoolingStep } from './steps/carpooling.step.ts';
import { challengesStep } from './steps/challenges.step.ts';
import { cityTripsStep } from './steps/city-trips.step.ts';
import { catalogueStep } from './steps/catalogue.step.ts';
import { citiesStep } from './steps/cities.step.ts';
import { externalUsersStep } from './steps/external-users.step.ts';
import { emailCampaignsStep } from './steps/email-campaigns.step.ts';
import { mailerliteStep } from './steps/mailerlite.step.ts';
import { newsStep } from './steps/news.step.ts';
import { notificationsStep } from './steps/notifications.step.ts';
import { ordersStep } from './steps/orders.step.ts';
import { organisationsStep } from './steps/organisations.step.ts';
import { organisationsAdminStep } from './steps/organisations-admin.step.ts';
import { participantsStep } from './steps/participants.step.ts';
import { programmeSettingsStep } from './steps/programme-settings.step.ts';
import { tenantsStep } from './steps/tenants.step.ts';
import { tripsStep } from './steps/trips.step.ts';
import { usersListStep } from './steps/users-list.step.ts';
import { userAdminStep } from './steps/user-admin.step.ts';

/**
 * The generator's stages, in dependency order. A new kind of data (trips, challenges, products, orders) is a
 * new step appended here that reads the ids of `ctx.world` and records its own there for the next steps.
 */
export const DEMO_STEPS: readonly DemoStep[] = [
  citiesStep,
  organisationsStep,
  tenantsStep,
  participantsStep,
  externalUsersStep,
  carpoolEventsStep,
  programmeSettingsStep,
  badgesStep,
  tripsStep,
  carpoolingStep,
  challengesStep,
  catalogueStep,
  ordersStep,
  usersListStep,
  userAdminStep,
  organisationsAdminStep,
  cityTripsStep,
  newsStep,
  emailCampaignsStep,
  mailerliteStep,
  notificationsStep,
];
