DROP INDEX "postulaciones_candidato_fecha";--> statement-breakpoint
DROP INDEX "vacantes_estado_fecha";--> statement-breakpoint
DROP INDEX "vacantes_ciudad_fecha";--> statement-breakpoint
DROP INDEX "vacantes_categoria_fecha";--> statement-breakpoint
CREATE INDEX "postulaciones_candidato_fecha" ON "postulaciones" USING btree ("id_candidato","created_at","id_postulacion");--> statement-breakpoint
CREATE INDEX "vacantes_estado_fecha" ON "vacantes" USING btree ("estado","fecha_publicacion","id_vacante");--> statement-breakpoint
CREATE INDEX "vacantes_ciudad_fecha" ON "vacantes" USING btree ("id_ciudad","fecha_publicacion","id_vacante");--> statement-breakpoint
CREATE INDEX "vacantes_categoria_fecha" ON "vacantes" USING btree ("id_categoria","fecha_publicacion","id_vacante");