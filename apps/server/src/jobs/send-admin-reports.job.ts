export const SEND_ADMIN_REPORTS_JOB = 'send-admin-reports';
/** Every hour at :05: each city's reports go out at 7 o'clock in its own time zone (admin-reports.service.ts). */
export const SEND_ADMIN_REPORTS_CRON = '5 * * * *';
