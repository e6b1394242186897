ALTER TABLE "pasos_contratacion" ADD COLUMN "comentario_audiencia" text DEFAULT 'interna' NOT NULL;--> statement-breakpoint
ALTER TABLE "postulaciones_historial" ADD COLUMN "audiencia" text DEFAULT 'interna' NOT NULL;--> statement-breakpoint
ALTER TABLE "pasos_contratacion" ADD CONSTRAINT "pasos_contratacion_audiencia_check" CHECK ("pasos_contratacion"."comentario_audiencia" in ('interna', 'empresa', 'candidato', 'todos'));--> statement-breakpoint
ALTER TABLE "postulaciones_historial" ADD CONSTRAINT "postulaciones_historial_audiencia_check" CHECK ("postulaciones_historial"."audiencia" in ('interna', 'empresa', 'candidato', 'todos'));--> statement-breakpoint
-- Data (decision 0056): every existing note and step comment stays internal (the column default).
-- Only what a company user wrote itself (its approval or rejection comment, its own step's comment)
-- is shown back to that company; none reaches the candidate until the agency forwards it.
UPDATE "postulaciones_historial" h SET "audiencia" = 'empresa'
  FROM "usuarios" u WHERE u."id_usuario" = h."id_usuario" AND u."rol" = 'empresa' AND h."nota" IS NOT NULL;--> statement-breakpoint
UPDATE "pasos_contratacion" s SET "comentario_audiencia" = 'empresa'
  FROM "usuarios" u WHERE u."id_usuario" = s."id_usuario" AND u."rol" = 'empresa' AND s."comentario" IS NOT NULL;
