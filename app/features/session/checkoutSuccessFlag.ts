/**
 * The client's copy of the checkout success flag (spec §2, §4). The worker guards the first
 * load with an HttpOnly cookie; during client navigation this flag, set by placeOrder and
 * consumed by the success page, decides.
 */
let successFlag = false

export const setCheckoutSuccessFlag = (value: boolean) => {
  successFlag = value
}
export const isCheckoutSuccessFlagSet = () => successFlag
