/** The same-origin broadcast channel on which a customer-service popup that could not open tells its page why. */
export const CUSTOMER_SERVICE_CHANNEL = 'wl-customer-service';
