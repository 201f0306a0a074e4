/**
 * The customer API and the storefront's cart routes refuse a checkout step with a shopper-safe
 * English text (the spec's own where it has one). Each known text maps back to its message key, so
 * the shopper reads it in their language; an unknown one is shown as the API wrote it.
 */
const REFUSALS: Record<string, string> = {
  'Please fill the mandatory fields': 'validation.mandatoryFields',
  'Deliveries are not available for your area': 'errors.deliveriesNotAvailable',
  'This delivery plan is not available for your area': 'errors.deliveryPlanNotAvailable',
  'Some items in your cart sold out meanwhile': 'errors.itemsSoldOut',
  'Choose the pickup store first': 'errors.choosePickupStoreFirst',
  'Add the shipping address first': 'errors.addShippingAddressFirst',
  'Choose the shop location first': 'errors.chooseLocationFirst',
  'This store does not serve the chosen shop location': 'errors.storeNotAtLocation',
  'Your payment has been received: complete it before changing the cart': 'errors.paymentUnderWay',
  // The storefront's own refusal of a payment page that is neither https nor a configured origin (502).
  'The payment page could not be opened securely, so nothing was charged.': 'errors.paymentPageRefused',
  'Your cart is empty': 'cart.empty',
  'Add an item to your cart before attaching a file': 'errors.fileNeedsCart',
  'You do not have permission to view this order!': 'order.notPermitted',
  // Checked at purchase only, so the cart cannot tell a guest whether an address used a code.
  'Entered promo code has already been used': 'promo.alreadyUsed',
  // spec §5 address messages, as the cart routes' address schema words them
  'First name cannot be empty': 'validation.firstNameRequired',
  'Last name cannot be empty': 'validation.lastNameRequired',
  'Address Line 1 cannot be empty': 'validation.addressLine1Required',
  'City/Province/District should be selected': 'validation.placeSelectionRequired',
  'City information is required': 'validation.cityInformationRequired',
  'Postal code is invalid': 'validation.postalCodeInvalid',
  'Country should not be empty': 'validation.countryRequired',
  'Contact number is invalid': 'validation.contactNumberInvalid',
  'Please enter a contact number that is valid for the express courier': 'validation.courierContactNumberInvalid',
};

/** The message key of a refusal the API words in English, or null when it is not a known one. */
export function requestRefusalKey(apiMessage: string): string | null {
  return REFUSALS[apiMessage.trim()] ?? null;
}
