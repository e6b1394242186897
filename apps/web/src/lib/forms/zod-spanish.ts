import { config } from 'zod';
import { es } from 'zod/locales';

// Every form message is Spanish even where a schema names none, as the API's are (app.ts): zod's
// English fallback ("Too small: expected number to be >0") must never reach a user. Imported by each
// module that validates a form, so it costs nothing on pages without one.
config(es());
