import { z } from 'zod';

/**
 * Feature flags stored on a city. `c19_carpooling_app` carries the sub-flags `carpool_events` and
 * `<productKey>_addon`; a city whose carpooling app is granted with carpool events but without the product
 * add-on is restricted to carpool events ("carpool-only").
 */
export const cityFeaturesSchema = z.object({
  c19_carpooling_app: z.object({ granted: z.boolean(), carpool_events: z.boolean() }).catchall(z.boolean()),
  mailerlite: z.object({ granted: z.boolean() }),
  challenge_between_organisations: z.object({ granted: z.boolean() }),
});
export type CityFeatures = z.infer<typeof cityFeaturesSchema>;

export function defaultCityFeatures(productKey: string): CityFeatures {
  return {
    c19_carpooling_app: { granted: false, carpool_events: false, [`${productKey}_addon`]: true },
    mailerlite: { granted: false },
    challenge_between_organisations: { granted: false },
  };
}

export function hasProductAddon(features: CityFeatures, productKey: string): boolean {
  return features.c19_carpooling_app[`${productKey}_addon`] === true;
}

export function isCarpoolRestricted(features: CityFeatures, productKey: string): boolean {
  const carpool = features.c19_carpooling_app;
  return carpool.granted && carpool.carpool_events && !hasProductAddon(features, productKey);
}
