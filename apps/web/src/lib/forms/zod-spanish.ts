import { speakSpanish } from '@portal/shared/zod-spanish';

// Imported by each module that validates a form, so it costs nothing on pages without one.
speakSpanish();
