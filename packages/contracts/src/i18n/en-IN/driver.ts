/**
 * English texts of the chauffeur app (decision record 018). The specification's texts exactly as it gives them; import them
 * from the message tables where they exist rather than retyping them.
 */
export default {} as const satisfies Record<string, string>;
