ALTER TABLE "mail_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD COLUMN "entrevista_secuencia" integer DEFAULT 0 NOT NULL;