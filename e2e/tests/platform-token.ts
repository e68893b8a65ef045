/** The platform operator's token the e2e server starts with (`PLATFORM_OPERATOR_TOKEN`, 32+ characters). */
export const PLATFORM_OPERATOR_TOKEN = 'e2e-platform-operator-token-0123456789';
