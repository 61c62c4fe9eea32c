export function charge(amount: number): number {
  return amount;
}
