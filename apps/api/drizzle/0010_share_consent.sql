ALTER TABLE "postulaciones" ADD COLUMN "comparte_hv_en" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "postulaciones" ADD COLUMN "comparte_hv_texto" text;