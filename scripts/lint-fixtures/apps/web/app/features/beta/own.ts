export const own = "own";
