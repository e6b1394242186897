/** A mailto link to `email` with the subject filled in (encoded, so spaces and accents survive). */
export const mailtoHref = (email: string, subject: string) =>
  `mailto:${email}?subject=${encodeURIComponent(subject)}`;
