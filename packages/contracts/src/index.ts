export * from './branding.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './features.ts';
export * from './me.ts';
export * from './roles.ts';
export * from './limits.ts';
export * from './trip-rules.ts';
