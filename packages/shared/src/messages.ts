/** The spec's validation and error texts (sections 5 and 8), declared once for the web app and the API. */
export const MSG = {
  mobileRequired: 'Mobile No is required',
  mobileInvalid: 'Enter a valid 10-digit mobile number',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  agreeRequired: 'You must agree to the Terms & Policy',
  petNameRequired: 'Pet Name is required',
  breedRequired: 'Breed is required',
  ageRequired: 'Age is required',
  weightRequired: 'Weight is required',
  ownerNameRequired: 'Owner Name is required',
  ownerNumberRequired: 'Owner Number is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  confirmPasswordRequired: 'Confirm Password is required',
  passwordMismatch: 'Password does not match',
  resetEmailInvalid: 'Please enter a valid email address.',
  somethingWentWrong: 'Something went wrong. Please try again.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  countryRequired: 'Country is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  postcodeRequired: 'Postcode is required',
  postcodeInvalid: 'Enter a valid 6-digit pincode',
  phoneRequired: 'Phone number is required',
  checkoutEmailInvalid: 'Please enter a valid email address',
  stateRequired: 'State is required',
  districtRequired: 'District is required',
  nameRequired: 'Name is required',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
  pincodeRequired: 'Pincode is required',
  localityRequired: 'Locality/Town is required',
  cityDistrictRequired: 'City/District is required',
  couponRequired: 'Please enter a coupon code',
  tooLong: 'This is too long',
  productAdded: 'Product Added to Cart',
  cartItemRemoved: 'Cart item removed',
  paymentScriptFailed: 'Failed to load Razorpay. Are you online?',
  paymentCancelled: 'Payment cancelled by user!',
  networkError: 'We could not reach the shop. Check your connection and try again.',
  loginToContinue: 'Please log in to continue',
} as const;

export const ORDER_DIALOG = {
  /**
   * The spec's title and first line; the server's one sentence on where the order stands follows them
   * (saved as unpaid, try again; or the time to pay ran out). The spec's second line, "No worries — our
   * team will contact you soon.", is not shown: nobody from the shop calls about an unpaid order, and it
   * contradicted "try again" (decision 053).
   */
  failed: {
    title: 'Order Failed!',
    lines: ["Unfortunately, we couldn't process your order."],
  },
  success: {
    title: 'Thank You!',
    lines: ['Your Order has been placed Successfully.', 'Kindly check your mail for further updates'],
  },
  /** Paid at the provider, but the shop has not confirmed it yet (not in the spec: it never says failed then). */
  confirming: {
    title: 'Confirming your payment',
    lines: ['We have not heard back about your payment yet.', 'Please do not pay again: we will email you as soon as it is confirmed.'],
  },
} as const;
