export const billingRow = () => ({ amount: 1 });
