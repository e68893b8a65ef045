export const SEND_ALERT_DIGESTS_JOB = 'send-alert-digests';
/** Every hour at :10: each admin's digest goes out on Mondays at 8 o'clock in the city's time zone (alert-digest.service.ts). */
export const SEND_ALERT_DIGESTS_CRON = '10 * * * *';
