/** The staff API token of the e2e server (playwright.config.ts): specs answer inquiries as the staff do. */
export const E2E_STAFF_API_TOKEN = 'e2e-staff-token-0123456789abcdefghijklmnop';
