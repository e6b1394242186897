ALTER TABLE "solicitudes_datos" ADD COLUMN "aviso_vencimiento_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD COLUMN "entrevista_asistencia" text;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD COLUMN "entrevista_recordada_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD CONSTRAINT "postulaciones_asistencia_check" CHECK ("postulaciones"."entrevista_asistencia" is null or "postulaciones"."entrevista_asistencia" in ('asistio', 'no_asistio'));