// Without zod: the client area's frame shows it on its first screen (decision 0073).

/** Two digits at most on the cart button (spec §2). */
export const cartCountLabel = (count: number) => (count > 99 ? '99+' : String(count).padStart(2, '0'));
