/**
 * Every exact text the spec quotes, with the en.json key that must render it. Placeholders keep the
 * spec's own names ({refId}, {n}, …); the test passes each placeholder its own name as the value.
 */
export interface SpecText {
  key: string;
  text: string;
  section: string;
}

export const SPEC_TEXTS: readonly SpecText[] = [
  // §2 product page
  { section: '§2', key: 'product.notAvailable', text: 'Product no longer available' },
  { section: '§2', key: 'product.goBack', text: 'Go Back' },
  { section: '§2', key: 'common.goBack', text: 'Go Back' },
  { section: '§2', key: 'product.notFound', text: 'Product Not Found !!' },
  { section: '§2', key: 'product.continueShopping', text: 'Continue Shopping' },
  { section: '§2', key: 'common.continueShopping', text: 'Continue Shopping' },
  // §2 header
  { section: '§2', key: 'header.account', text: 'Account' },
  { section: '§2', key: 'header.wishList', text: 'Wish List' },
  { section: '§2', key: 'header.logout', text: 'Logout' },
  { section: '§2', key: 'header.user', text: 'User' },
  // §2 search sort options
  { section: '§2', key: 'search.sort.PRICE_LOW_TO_HIGH', text: 'Price Low to High' },
  { section: '§2', key: 'search.sort.PRICE_HIGH_TO_LOW', text: 'Price High to Low' },
  { section: '§2', key: 'search.sort.OLDEST', text: 'Oldest' },
  { section: '§2', key: 'search.sort.NEWEST', text: 'Newest' },
  // §2 home product widget
  { section: '§2', key: 'home.viewAll', text: 'view all' },
  // §2 store selection
  { section: '§2', key: 'storeLocation.title', text: 'Choose the shop location' },
  { section: '§2', key: 'storeLocation.cancel', text: 'Cancel' },
  { section: '§2', key: 'storeLocation.proceed', text: 'Proceed' },
  { section: '§2', key: 'common.cancel', text: 'Cancel' },
  { section: '§2', key: 'common.proceed', text: 'Proceed' },
  // §2 other pages
  { section: '§2', key: 'order.success', text: 'Order - {refId} has been placed successfully!' },
  { section: '§2', key: 'order.notPermitted', text: 'You do not have permission to view this order!' },
  { section: '§2', key: 'order.goToHome', text: 'Go To Home' },
  { section: '§2', key: 'common.goToHome', text: 'Go To Home' },
  { section: '§2', key: 'order.paymentFailed', text: 'Payment has been failed for the order' },
  { section: '§2', key: 'order.tryAgain', text: 'Please try again' },
  { section: '§2', key: 'order.goToCheckout', text: 'Go to checkout page' },
  { section: '§2', key: 'checkout.goToCheckout', text: 'Go to checkout page' },
  { section: '§2', key: 'cart.goToShopping', text: 'Go to Shopping' },
  { section: '§2', key: 'cart.previousPage', text: 'Previous Page' },
  { section: '§2', key: 'maintenance.title', text: 'We are sorry, Site is temporarily offline' },
  {
    section: '§2',
    key: 'maintenance.message',
    text: 'Our website is currently undergoing scheduled maintenance. We should be back shortly. Thank you for your patience.',
  },
  { section: '§2', key: 'maintenance.loading', text: 'Loading...' },
  { section: '§2', key: 'common.loading', text: 'Loading...' },
  { section: '§2', key: 'maintenance.retryNow', text: 'Retry now...' },
  { section: '§2', key: 'errors.generic', text: 'An error occurred' },
  // §4 states
  { section: '§4', key: 'product.lowStock.threshold', text: 'Less than {n} items available!' },
  { section: '§4', key: 'product.lowStock.last', text: 'Last item available!' },
  { section: '§4', key: 'product.lowStock.only', text: 'Only {n} items available!' },
  { section: '§4', key: 'order.status.ON_PAYMENT', text: 'On Payment' },
  { section: '§4', key: 'order.status.PAYMENT_FAILED', text: 'Payment Failed' },
  { section: '§4', key: 'order.status.PROCESSING', text: 'Processing' },
  { section: '§4', key: 'order.status.READY_TO_PICKUP', text: 'Ready to Pickup' },
  { section: '§4', key: 'order.status.READY_TO_DISPATCH', text: 'Ready to Dispatch' },
  { section: '§4', key: 'order.status.DISPATCHED', text: 'Dispatched' },
  { section: '§4', key: 'order.status.COMPLETED', text: 'Completed' },
  { section: '§4', key: 'order.status.CANCELLED', text: 'Cancelled' },
  { section: '§4', key: 'order.status.UNAVAILABLE', text: 'Unavailable' },
  { section: '§4', key: 'order.ongoing', text: 'Ongoing' },
  { section: '§4', key: 'order.past', text: 'Past' },
  { section: '§4', key: 'cart.warnings.adjust', text: 'Adjust' },
  { section: '§4', key: 'cart.warnings.remove', text: 'Remove' },
  { section: '§4', key: 'common.adjust', text: 'Adjust' },
  { section: '§4', key: 'common.remove', text: 'Remove' },
  // §5 validation: address and profile
  { section: '§5', key: 'validation.placeSelectionRequired', text: 'City/Province/District should be selected' },
  { section: '§5', key: 'validation.cityInformationRequired', text: 'City information is required' },
  { section: '§5', key: 'validation.contactNumberRequired', text: 'Contact number cannot be empty' },
  { section: '§5', key: 'validation.contactNumberInvalid', text: 'Contact number is invalid' },
  { section: '§5', key: 'validation.firstNameRequired', text: 'First name cannot be empty' },
  { section: '§5', key: 'validation.lastNameRequired', text: 'Last name cannot be empty' },
  { section: '§5', key: 'validation.addressLine1Required', text: 'Address Line 1 cannot be empty' },
  { section: '§5', key: 'validation.postalCodeRequired', text: 'Postal Code cannot be empty' },
  { section: '§5', key: 'validation.postalCodeInvalid', text: 'Postal code is invalid' },
  { section: '§5', key: 'validation.countryRequired', text: 'Country should not be empty' },
  { section: '§5', key: 'validation.nameRequired', text: 'Name should not be empty' },
  { section: '§5', key: 'validation.emailRequired', text: 'Email should not be empty' },
  { section: '§5', key: 'validation.emailFormatInvalid', text: 'Invalid email format' },
  { section: '§5', key: 'validation.birthdayInFuture', text: 'Birthday cannot be a future date' },
  { section: '§5', key: 'validation.genderRequired', text: 'Gender Selection Required' },
  // §5 affiliate
  {
    section: '§5',
    key: 'affiliate.bankDetailsRequired',
    text: 'Please provide the bank details before proceeding to generate affiliate links.',
  },
  // §5 checkout
  { section: '§5', key: 'checkout.emailInvalid', text: '*Email is invalid' },
  { section: '§5', key: 'validation.checkoutEmailInvalid', text: '*Email is invalid' },
  { section: '§5', key: 'checkout.mandatoryFields', text: 'Please fill the mandatory fields' },
  { section: '§5', key: 'validation.mandatoryFields', text: 'Please fill the mandatory fields' },
  { section: '§5', key: 'toast.outOfStock', text: 'out of stock' },
  // §5 promo
  { section: '§5', key: 'promo.invalidPromoCode', text: 'Invalid Promo code.' },
  { section: '§5', key: 'promo.invalidCode', text: 'Invalid code' },
  { section: '§5', key: 'promo.expired', text: 'Sorry, this promo code has expired.' },
  { section: '§5', key: 'promo.specificProductNotAvailable', text: 'Specific product selection not available' },
  { section: '§5', key: 'promo.alreadyUsed', text: 'Entered promo code has already been used' },
  { section: '§5', key: 'promo.registeredCustomerOnly', text: 'You must be a registered customer to use this code' },
  { section: '§5', key: 'promo.maxClaimsReached', text: 'Reached maximum number of claims for this code.' },
  // §8 cart warnings
  {
    section: '§8',
    key: 'cart.warnings.lowStock',
    text: 'Only {count} item(s) is/are available from {product} ({variances}). Do you want to adjust the cart?',
  },
  {
    section: '§8',
    key: 'cart.warnings.unavailable',
    text: '{product} ({variances}) is unavailable. Do you want to remove from the cart?',
  },
  {
    section: '§8',
    key: 'cart.warnings.disabled',
    text: "The item '{product} ({brand})' seems no longer available, Remove from cart",
  },
  // §8 errors and toasts
  { section: '§8', key: 'checkout.deliveriesNotAvailable', text: 'Deliveries are not available for your area' },
  { section: '§8', key: 'errors.deliveriesNotAvailable', text: 'Deliveries are not available for your area' },
  { section: '§8', key: 'toast.addedToCart', text: 'Product added to cart successfully' },
  { section: '§8', key: 'toast.addToCartFailed', text: 'Product addition failed' },
  { section: '§8', key: 'toast.affiliateLinkCreated', text: 'Affiliate Link Created Successfully' },
  { section: '§8', key: 'toast.affiliateLinkCreateFailed', text: 'Affiliate Link Created Failed' },
  { section: '§8', key: 'toast.paymentInfoUpdated', text: 'Payment Info Update Successfully' },
  { section: '§8', key: 'toast.paymentInfoUpdateFailed', text: 'Payment Info Update Failed' },
  { section: '§8', key: 'toast.affiliateLinkUpdated', text: 'Affiliate Link Update Successfully' },
  { section: '§8', key: 'toast.affiliateLinkUpdateFailed', text: 'Affiliate Link Update Failed' },
  { section: '§8', key: 'toast.emailVerified', text: 'Your email address has been verified' },
  { section: '§8', key: 'account.emailVerified', text: 'Your email address has been verified' },
];
