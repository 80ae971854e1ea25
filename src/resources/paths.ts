/** Where sign-in leads and `/` goes: the overview of every link and QR code. */
export const FIRST_PAGE = '/overview';
