ALTER TABLE "candidatos" ADD COLUMN "fecha_nacimiento" date;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "anios_experiencia" smallint;--> statement-breakpoint
ALTER TABLE "candidatos" ADD COLUMN "certificaciones" text[] DEFAULT '{}'::text[] NOT NULL;