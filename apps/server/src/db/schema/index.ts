export * from './auth.ts';
export * from './carpool.ts';
export * from './cities.ts';
export * from './organisations.ts';
export * from './people.ts';
export * from './platform.ts';
export * from './tenants.ts';
