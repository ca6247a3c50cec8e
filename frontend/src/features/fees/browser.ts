// Leaving the portal for a payment gateway's checkout page, behind an object the tests replace
// (jsdom cannot leave its page).
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
