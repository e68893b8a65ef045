/** A recurring carpool event to the factory of the tests' city (Laval), as the dashboard creates it. */
export const recurringCarpoolEvent = (overrides: Record<string, unknown> = {}) => ({
  name: 'Covoiturage du lundi',
  destination: { address: '12 rue de la Paix, Laval', lat: 48.07, lng: -0.77 },
  frequency: 'recurring',
  days: ['mon', 'thu'],
  meetingTime: { mon: '08:00', thu: '08:30' },
  requiresValidation: false,
  ...overrides,
});
